import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/chromium.js';
import { serveBuiltSite } from '../../scripts/serve-built-site.js';
import { startDevServer } from '../support/dev-server';
import { expect, INTRO_PLAYED_KEY, mainHeading, test } from '../support/fixtures';
import { DEV_REMOTE_PORT, DEV_SITE_PORT } from '../support/servers';

// Issue 21 item 6: README's recipe, `REMOTE_EVENTS_URL=http://localhost:3002/mf-manifest.json npm start` beside
// `npm run dev -w mf-events`, was refused by the site's policy and then blamed on the connection.
test.describe("README's recipes with the events remote's dev server: a sub-team's dev page, an integrator's site", () => {
  test.describe.configure({ mode: 'serial' });
  let dev: { url: string; stop: () => void } | undefined;
  let server: { stop: () => Promise<void> } | undefined;
  // 127.0.0.1, where the dev server once refused the site's scripts (webpack-dev-server's cross-site check): it serves
  // a page opened at any of this machine's addresses (federation/dev-server-access.js).
  const site = { url: `http://127.0.0.1:${DEV_SITE_PORT}` };

  test.beforeAll(async () => {
    // A development build of the remote on a shared two-core machine.
    test.setTimeout(240_000);
    dev = await startDevServer('mf-events', DEV_REMOTE_PORT);
    server = await serveBuiltSite({
      port: DEV_SITE_PORT,
      env: { REMOTE_EVENTS_URL: `${dev.url}/mf-manifest.json`, PUBLIC_URL: site.url },
    });
  });

  test.afterAll(async () => {
    await server?.stop();
    dev?.stop();
  });

  test("the site shows the dev server's pages, its live-reload socket allowed, with no error", async ({ page }) => {
    const devScripts: string[] = [];
    page.on('response', (response) => {
      if (response.url().startsWith(dev?.url ?? '-') && response.request().resourceType() === 'script') {
        devScripts.push(response.url());
      }
    });
    const socket = page.waitForEvent('websocket', (ws) => ws.url().startsWith(`ws://localhost:${DEV_REMOTE_PORT}`));
    // The page's own address is 127.0.0.1; the remote's files come from localhost: another site to the browser.
    await page.goto(`${site.url}/great-step/events`);
    await expect(mainHeading(page)).toHaveText('Events');
    await expect(page.getByRole('article', { name: 'Mine Shot' })).toBeVisible();
    expect(devScripts.length).toBeGreaterThan(0);
    expect((await socket).isClosed()).toBe(false);
    await page.goto(`${site.url}/great-step/events/competitions/Geobotics`);
    await expect(mainHeading(page)).toHaveText('Geobotics');
    // The fixture fails the test on any console error: a refused socket or a broken dev React would show there.
  });

  // Issue 21 item 5: README's address for the sub-team's dev page served an empty page, unstyled events pages with
  // visible screen-reader text, and a blank /signin after Register.
  test("the sub-team's dev page: a start page, the site's styles, and a stand-in for other remotes' pages", async ({
    page,
  }) => {
    await page.goto(`${dev?.url}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'The events remote' })).toBeVisible();
    await page.getByRole('region', { name: 'The events remote' }).getByRole('link', { name: 'Events' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(20, 17, 15)');
    // The listing's cards come after its heading: measure once they are there (evaluateAll itself does not wait).
    await expect(page.locator('.visually-hidden').first()).toBeAttached();
    const hiddenWidths = await page
      .locator('.visually-hidden')
      .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().width));
    expect(hiddenWidths.length).toBeGreaterThan(0);
    expect(hiddenWidths.every((width) => width <= 1)).toBe(true);

    await page.goto(`${dev?.url}/great-step/events/competitions/Geobotics`);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Not a page of the events remote' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'http://localhost:3000/signin' })).toBeVisible();
  });

  test('opened at an address of no machine of ours, the dev server refuses the page, whose fallback says so', async () => {
    // A browser of its own, whose resolver sends a made-up name to this machine: the page's address is then no
    // address of this machine's to the dev server, as another site's would be.
    const browser = await chromium.launch({
      ...chromiumLaunchOptions,
      args: [...chromiumLaunchOptions.args, '--host-resolver-rules=MAP greatstep.test 127.0.0.1'],
    });
    try {
      const page = await browser.newPage();
      await page.addInitScript((key) => window.sessionStorage.setItem(key, '1'), INTRO_PLAYED_KEY);
      await page.goto(`http://greatstep.test:${DEV_SITE_PORT}/great-step/events`);
      await expect(page.getByRole('heading', { name: 'The events section could not be loaded' })).toBeVisible();
      await expect(page.getByText("The events dev server refused this page's address")).toBeVisible();
      await expect(page.getByText(/see README/)).toBeVisible();
      await expect(page.getByText(/Check your connection/)).toHaveCount(0);
    } finally {
      await browser.close();
    }
  });

  test.describe('behind a proxy whose policy leaves the dev server out', () => {
    // Chromium logs the refusal as a console error: it is the point of this test.
    test.use({ allowConsoleErrors: true });

    test("the fallback names the site's security policy, not the connection", async ({ page }) => {
      await page.route(`${site.url}/great-step/**`, async (route) => {
        const response = await route.fetch();
        const policy = (response.headers()['content-security-policy'] ?? '').replaceAll(` ${dev?.url}`, '');
        await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': policy } });
      });
      await page.goto(`${site.url}/great-step/events`);
      await expect(page.getByRole('heading', { name: 'The events section could not be loaded' })).toBeVisible();
      await expect(page.getByText(`The site's security policy refused its files from ${dev?.url}.`)).toBeVisible();
      await expect(page.getByText(/Check your connection/)).toHaveCount(0);
    });
  });
});
