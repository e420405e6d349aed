import type { Page } from '@playwright/test';
import { DEAD_REMOTE_URL, INTEGRATOR_URL, MAIN_URL } from '../support/servers';
import { expect, expectNavbar, mainHeading, navLink, test } from '../support/fixtures';

/**
 * What the shell itself loads at start-up: every remote must use the shell's copy of these. React Router is shared
 * as the trimmed react-router-dom module (federation/react-router-dom.ts); react-toastify loads on first use.
 */
const SHELL_SINGLETONS = ['react', 'react-dom', 'react-router-dom', '@greatstep/shared'];

type ShareInfo = { loaded?: boolean; from?: string };
type ShareTree = Record<string, Record<string, Record<string, Record<string, ShareInfo>>>>;

/** package → the distinct (version, providing app) pairs loaded into the page, over every federation instance. */
async function loadedShares(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(() => {
    const tree = (globalThis as unknown as { __FEDERATION__: { __SHARE__: ShareTree } }).__FEDERATION__.__SHARE__;
    const loaded: Record<string, Set<string>> = {};
    for (const scopes of Object.values(tree)) {
      for (const packages of Object.values(scopes)) {
        for (const [name, versions] of Object.entries(packages)) {
          for (const [version, info] of Object.entries(versions)) {
            if (info.loaded) (loaded[name] ??= new Set()).add(`${version} from ${info.from}`);
          }
        }
      }
    }
    return Object.fromEntries(Object.entries(loaded).map(([name, set]) => [name, [...set]]));
  });
}

test('React, ReactDOM, React Router and the shared library are loaded once for all three remotes', async ({
  page,
  request,
}) => {
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
  });
  await page.goto('/');
  await expect(mainHeading(page)).toHaveText('Home');
  await (await navLink(page, 'Events')).click();
  await expect(mainHeading(page)).toHaveText('Events');
  await (await navLink(page, 'SignIn')).click();
  await expect(mainHeading(page)).toHaveText('Sign In');

  const shares = await loadedShares(page);
  for (const name of SHELL_SINGLETONS) {
    expect({ name, loaded: shares[name] }).toEqual({ name, loaded: [expect.stringMatching(/ from shell$/)] });
  }
  // Packages the shell does not use (e.g. '@greatstep/shared/events') come from the first remote that needs them,
  // and from no other.
  for (const [name, loaded] of Object.entries(shares))
    expect({ name, copies: loaded.length }).toEqual({ name, copies: 1 });

  // Each remote carries fallback copies of the shared packages; none of the shell's may have been fetched.
  for (const remote of ['marketing', 'events', 'account']) {
    const manifest = (await (await request.get(`/remotes/${remote}/mf-manifest.json`)).json()) as {
      shared: Array<{ name: string; assets: { js: { sync: string[]; async: string[] } } }>;
    };
    const ownCopies = manifest.shared
      .filter((entry) => SHELL_SINGLETONS.includes(entry.name))
      .flatMap((entry) => [...entry.assets.js.sync, ...entry.assets.js.async]);
    const fetched = ownCopies.filter((file) => scripts.includes(`/remotes/${remote}/${file}`));
    expect({ remote, fetched }).toEqual({ remote, fetched: [] });
  }
});

test.describe('when a remote fails', () => {
  test.use({ allowConsoleErrors: true });

  // Reached in the app, from another remote's page: a page of its own opened directly is prerendered, and keeps the
  // server's page instead (server-pages.spec.ts).
  async function openSignInFromHome(page: Page): Promise<void> {
    await page.goto('/');
    await (await navLink(page, 'SignIn')).click();
  }

  test('its routes show a fallback inside the layout, and Retry loads it once it is back', async ({ page }) => {
    await page.route('**/remotes/account/**', (route) => route.abort('connectionrefused'));
    await openSignInFromHome(page);
    await expect(page.getByText('The account section could not be loaded')).toBeVisible({ timeout: 20_000 });
    await expectNavbar(page);
    await expect(page.getByRole('contentinfo')).toBeVisible();

    // The other remotes keep working meanwhile.
    await (await navLink(page, 'About')).click();
    await expect(mainHeading(page)).toHaveText('About Us');
    await page.goBack();
    await expect(page.getByText('The account section could not be loaded')).toBeVisible();

    await page.unroute('**/remotes/account/**');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(mainHeading(page)).toHaveText('Sign In');
  });

  test(
    'one that never answers shows the fallback after its time-out, and Retry asks again at the same address',
    { tag: '@one-size' },
    async ({ page }) => {
      let answering = false;
      const asked: string[] = [];
      // The manifest's request hangs, as behind a dead proxy, until the remote comes back.
      await page.route('**/remotes/account/mf-manifest.json', async (route) => {
        asked.push(route.request().url());
        if (answering) await route.continue();
      });
      await openSignInFromHome(page);
      await expect(page.getByText('Loading the account section…')).toBeVisible();
      await expect(page.getByText('The account section could not be loaded')).toBeVisible({ timeout: 25_000 });
      await expectNavbar(page);

      answering = true;
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(mainHeading(page)).toHaveText('Sign In');
      expect(new Set(asked)).toEqual(new Set([new URL('/remotes/account/mf-manifest.json', MAIN_URL).href]));
      expect(asked.length).toBeGreaterThanOrEqual(2);
    },
  );
});

test.describe('an integrator’s remotes.json', () => {
  test.use({ baseURL: INTEGRATOR_URL, allowConsoleErrors: true });

  test('is served from the configured REMOTE_*_URL values', async ({ request }) => {
    const remotes: unknown = await (await request.get('/remotes.json')).json();
    // Its own marketing remote carries its routes; the others are plain URLs whose lists the shell fetches.
    expect(remotes).toMatchObject({
      marketing: { entry: '/remotes/marketing/mf-manifest.json', links: { home: '/' } },
      events: `${MAIN_URL}/remotes/events/mf-manifest.json`,
      account: DEAD_REMOTE_URL,
    });
  });

  test('a remote on another port is used: its code comes from there', async ({ page }) => {
    const eventScripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && response.url().includes('/remotes/events/')) {
        eventScripts.push(new URL(response.url()).origin);
      }
    });
    await page.goto('/great-step/events/competitions/MS');
    await expect(mainHeading(page)).toHaveText('Mine Shot');
    expect(eventScripts.length).toBeGreaterThan(0);
    expect(new Set(eventScripts)).toEqual(new Set([MAIN_URL]));
  });

  test('a dead remote (its list of paths unreachable too) shows the fallback on its routes while the other routes work', async ({
    page,
  }) => {
    await page.goto('/signin');
    await expect(page.getByText('The account section could not be loaded')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

    await (await navLink(page, 'GreatStep')).click();
    await expect(mainHeading(page)).toHaveText('Home');
    await (await navLink(page, 'Events')).click();
    await expect(mainHeading(page)).toHaveText('Events');
  });
});
