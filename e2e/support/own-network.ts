import type { BrowserContext } from '@playwright/test';

/**
 * Makes every request of `context` to the site come from `address`, as the proxy in front of a site started with
 * TRUST_PROXY=127.0.0.1 names a visitor's address: the site tells browsers apart by network (api/src/lib/network.ts).
 * To the site alone: the header on a request to a bundle's host would fail its CORS preflight.
 */
export async function onNetworkOfItsOwn(context: BrowserContext, siteUrl: string, address: string): Promise<void> {
  await context.route(`${siteUrl}/**`, (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': address } }),
  );
}
