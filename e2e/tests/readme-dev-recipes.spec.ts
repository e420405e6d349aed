import { chromium, request as requestContext } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { chromiumLaunchOptions } from '../../scripts/chromium.js';
import { PASSWORD, signUpViaApi } from '../support/accounts';
import { startDevServer, startRemoteHost } from '../support/dev-server';
import { expect, INTRO_PLAYED_KEY, mainHeading, test } from '../support/fixtures';
import { outboxOf } from '../support/outbox';
import {
  DEV_REMOTE_PORT,
  DEV_SITE_PORT,
  SUBTEAM_BUNDLE_PORT,
  VARIANT_DIST_ENV,
  VARIANT_PRIZE,
} from '../support/servers';
import { SiteProcess } from '../support/site-process';

// README's recipes with the events remote's dev server, as written: the integrator's
// (`REMOTE_EVENTS_URL=http://localhost:3002/mf-manifest.json npm start`, once refused at 127.0.0.1 and blamed on the
// connection), and the sub-team's: the site, the dev server calling its API, the dev page's sign-in, a build released
// from this machine as a canary (the new prize to its cohort, the stable one to the rest and to link previews), its
// promotion and a rollback, as the remote's releaser.
test.describe("README's recipes with the events remote's dev server: a sub-team's dev page, an integrator's site", () => {
  test.describe.configure({ mode: 'serial' });
  let dev: { url: string; stop: () => void } | undefined;
  // 127.0.0.1, where the dev server once refused the site's scripts (webpack-dev-server's cross-site check): it serves
  // a page opened at any of this machine's addresses (federation/dev-server-access.js).
  const site = new SiteProcess(
    DEV_SITE_PORT,
    path.join(os.tmpdir(), `greatstep-e2e-subteam-${DEV_SITE_PORT}-${Date.now()}`),
    // As `npm start` runs it: each remote's build served as a kept copy (KEEP_BUILDS).
    { REMOTE_EVENTS_URL: `http://localhost:${DEV_REMOTE_PORT}/mf-manifest.json`, KEEP_BUILDS: 'on' },
  );

  test.beforeAll(async () => {
    // A development build of the remote on a shared two-core machine.
    test.setTimeout(240_000);
    // README, "For a sub-team": `npm start`, then `DEV_API_URL=http://localhost:8080 npm run dev -w mf-events`.
    await site.start();
    dev = await startDevServer('mf-events', DEV_REMOTE_PORT, { DEV_API_URL: site.url });
  });

  test.afterAll(async () => {
    await site.stop();
    dev?.stop();
  });

  test("the site shows the dev server's pages, its live-reload socket allowed, with no error", async ({ page }) => {
    const devScripts: string[] = [];
    page.on('response', (response) => {
      if (response.url().startsWith(dev?.url ?? '-') && response.request().resourceType() === 'script') {
        devScripts.push(response.url());
      }
    });
    // The dev client connects to the page's host, 127.0.0.1: the site's policy allows the dev server's socket at
    // each loopback name.
    const socket = page.waitForEvent('websocket', (ws) => ws.url().startsWith(`ws://127.0.0.1:${DEV_REMOTE_PORT}`));
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

  // Once, README's address for the sub-team's dev page served an empty page, unstyled events pages with
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

    await page.goto(`${dev?.url}/profile`);
    await expect(page.getByRole('heading', { level: 1, name: 'Not a page of the events remote' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'http://localhost:3000/profile' })).toBeVisible();
  });

  test("README's sub-team steps: sign in on the dev page, release the build as a canary, promote it, roll back", async ({
    page,
  }) => {
    // A sign-up, a verification of the bundle (a built site and Chromium) and a dozen commands of npm run.
    test.setTimeout(300_000);
    // 1. An account on the site, made a releaser of events by the organisers while the site runs.
    const api = await requestContext.newContext({ baseURL: site.url });
    const member = await signUpViaApi(api, { firstName: 'Eva', lastName: 'Events' }, outboxOf(site.dataDir));
    await api.dispose();
    expect(await site.admin(['grant-releaser', 'events', member.email])).toBe(
      `${member.email} may now release the events remote.\n`,
    );

    // 2. The dev page, opened at 127.0.0.1: Register leads to its sign-in, which signs in to the site's API.
    const devPage = `http://127.0.0.1:${DEV_REMOTE_PORT}`;
    await page.goto(`${devPage}/great-step/events/competitions/Geobotics`);
    // Signed out, Register is a link to Sign In that names the event (docs/PRODUCT.md#without-scripts).
    await page.getByRole('link', { name: 'Sign in to register for Geobotics' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the dev API' })).toBeVisible();
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(mainHeading(page)).toHaveText('Geobotics');
    await expect(page.getByText(`Signed in as ${member.email}`)).toBeVisible();
    // The registered state and the team panel, worked on with the remote alone.
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('You have successfully registered, check rules for more details')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your team', exact: true })).toBeVisible();

    // 3. The build released from this machine, kept by its content beside the site's (`release events --local`), as
    // a canary for half the browsers: a rebuild of the variant's prize, as the sub-team's step 2 makes it.
    const variant = process.env[VARIANT_DIST_ENV];
    if (!variant) throw new Error(`${VARIANT_DIST_ENV} is not set: the global set-up builds the variant`);
    const token = (await site.admin(['login', member.email], { ORGANISER_PASSWORD: PASSWORD })).trim();
    const asReleaser = { ORGANISER_TOKEN: token };
    // The smoke journeys run in this very suite: the release is verified without them here.
    const released = await site.remote(
      ['release', 'events', '--local', '--dist', variant, '--canary', '50', '--no-smoke'],
      asReleaser,
    );
    const id = /^events release #(\d+) is a canary/.exec(released)?.[1];
    expect(id, released).toBeDefined();
    const servedTo = async (cohort: number) =>
      (
        (await (await fetch(`${site.url}/remotes.json`, { headers: { cookie: `gs_cohort=${cohort}` } })).json()) as {
          events: unknown;
        }
      ).events;
    const kept = expect.stringMatching(new RegExp(`^${site.url}/remotes/events/[0-9a-f]{12}/mf-manifest\\.json$`));
    expect(await servedTo(0)).toMatchObject({ entry: kept, release: Number(id) });
    expect(await servedTo(99)).toMatchObject({ release: null });

    // The canary's visitors get the new prize in the page's HTML; everyone else, and every link preview, the stable one.
    const geobotics = `${site.url}/great-step/events/competitions/${VARIANT_PRIZE.eventId}`;
    const ogDescription = async (headers: Record<string, string>) =>
      /<meta property="og:description" content="([^"]*)">/.exec(
        await (await fetch(geobotics, { headers })).text(),
      )?.[1];
    const newPrize = VARIANT_PRIZE.prize.toLocaleString('en-IN');
    expect(await ogDescription({ cookie: 'gs_cohort=0' })).toContain(newPrize);
    // (The site's own events remote here is the dev server, whose pages carry the generic head: no prize at all.)
    expect((await ogDescription({ cookie: 'gs_cohort=99' })) ?? '').not.toContain(newPrize);
    expect((await ogDescription({ 'user-agent': 'WhatsApp/2.23.20.0' })) ?? '').not.toContain(newPrize);

    expect(await site.remote(['history', 'events'], asReleaser)).toContain(`by ${member.email} at`);
    await expect(site.remote(['release', 'account', '--local', '--no-smoke'], asReleaser)).rejects.toThrow(
      /Only organisers and the releasers of account can do this/,
    );
    // 4. Promote, then roll back: the built-in entry again (here the dev server), exactly as before.
    expect(await site.remote(['promote', 'events'], asReleaser)).toMatch(/^events release #\d+ is the stable release/);
    expect(await ogDescription({ 'user-agent': 'WhatsApp/2.23.20.0' })).toContain(newPrize);
    expect(await site.remote(['rollback', 'events'], asReleaser)).toMatch(
      new RegExp(`^events is back on the site's built-in bundle, from #${id}\\.`),
    );
    expect(await servedTo(0)).toBe(`http://localhost:${DEV_REMOTE_PORT}/mf-manifest.json`);

    // Elsewhere, as a CDN would host it: `npm run serve:remote -- events`, with CORS and a real host's cache headers.
    const host = await startRemoteHost('events', SUBTEAM_BUNDLE_PORT);
    try {
      const plain = await fetch(`${host.url}/mf-manifest.json`, {
        headers: { 'accept-encoding': 'br', origin: site.url },
      });
      expect(plain.headers.get('access-control-allow-origin')).toBe('*');
      expect(plain.headers.get('cache-control')).toBe('no-cache');
    } finally {
      host.stop();
    }
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
