import { VARIANT_BUNDLE_PORT, VARIANT_DIST_ENV, VARIANT_PAGE, VARIANT_SITE_PORT } from '../support/servers';
import { expect, mainHeading, navLink, test } from '../support/fixtures';
import { serveBuiltSite } from '../../scripts/serve-built-site.js';
import { serveDirectory } from '../../scripts/serve-directory.js';

/** The page the variant adds (support/global-setup.ts builds it). */
const NEW_PAGE = VARIANT_PAGE;

test.describe('a sub-team ships a page by rebuilding only its remote', () => {
  test.describe.configure({ mode: 'serial' });
  let bundle: { url: string; stop: () => Promise<void> } | undefined;
  let site: { url: string; stop: () => Promise<void> } | undefined;

  test.beforeAll(async () => {
    // Built by support/global-setup.ts: the remote's own source plus one page, into a temporary folder.
    const distDir = process.env[VARIANT_DIST_ENV];
    if (!distDir) throw new Error(`${VARIANT_DIST_ENV} is not set: the global setup builds the variant`);
    test.setTimeout(90_000);
    bundle = await serveDirectory(distDir, VARIANT_BUNDLE_PORT);
    // The same built shell and API; only remotes.json changes, through REMOTE_EVENTS_URL.
    site = await serveBuiltSite({
      port: VARIANT_SITE_PORT,
      env: { REMOTE_EVENTS_URL: `${bundle.url}/mf-manifest.json`, PUBLIC_URL: `http://127.0.0.1:${VARIANT_SITE_PORT}` },
    });
  });

  test.afterAll(async () => {
    await site?.stop();
    await bundle?.stop();
  });

  test('the unchanged shell serves the new page and the remote’s other pages, from the new bundle', async ({
    page,
  }) => {
    const origins = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && response.url().startsWith(bundle?.url ?? '-')) {
        origins.add(new URL(response.url()).origin);
      }
    });
    await page.goto(`${site?.url}${NEW_PAGE.path}`);
    await expect(mainHeading(page)).toHaveText(NEW_PAGE.title);
    // The navbar knows the page is the events remote's, though the shell has never heard of it.
    await expect(await navLink(page, 'Events')).toHaveAttribute('aria-current', 'page');
    expect([...origins]).toEqual([bundle?.url]);

    await (await navLink(page, 'Events')).click();
    await expect(mainHeading(page)).toHaveText('Events');
    await page.goto(`${site?.url}/great-step/events/competitions/QS`);
    await expect(mainHeading(page)).toHaveText('Quiz Spiel');
    // The other remotes are the site's own.
    await page.goto(`${site?.url}/tmes`);
    await expect(mainHeading(page)).toHaveText('TMES');
  });

  test('the site without the variant still answers that path with its 404 page', async ({ page, baseURL }) => {
    await page.goto(`${baseURL}${NEW_PAGE.path}`);
    await expect(page.getByText('404 Error')).toBeVisible();
  });
});
