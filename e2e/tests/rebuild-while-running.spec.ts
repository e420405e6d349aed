import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, mainHeading, test } from '../support/fixtures';
import { REBUILD_SITE_PORT, VARIANT_DIST_ENV, VARIANT_PRIZE } from '../support/servers';
import { SiteProcess } from '../support/site-process';

// A sub-team leaves `npm start` running and rebuilds its remote (`npm run build -w mf-events`), which rewrites
// mf-events/dist in place. The site serves each remote's build as a copy kept at its start (KEEP_BUILDS, which
// `npm start` sets: docs/ARCHITECTURE.md#builds-kept-as-served), so the rebuild changes nothing it serves, and a page
// still open on the earlier build keeps loading that build's files after the site restarts with the new one. The site
// here serves a copy of the built site, so that its events remote can be rebuilt under it without touching the
// build the other journeys use; the rebuild is the variant build the global set-up made (another prize, another
// page), copied over the folder as a build writes it.

const ROOT = path.join(__dirname, '..', '..');
const BUILT = ['shell/dist', 'mf-marketing/dist', 'mf-events/dist', 'mf-account/dist'];
const prizeText = (prize: number) => `₹${prize.toLocaleString('en-IN')}`;

test.describe('a remote rebuilt while the site runs', () => {
  test.describe.configure({ mode: 'serial' });
  const root = mkdtempSync(path.join(os.tmpdir(), 'greatstep-e2e-rebuild-'));
  const site = new SiteProcess(REBUILD_SITE_PORT, path.join(root, 'data'), { KEEP_BUILDS: 'on' }, root);

  test.beforeAll(async () => {
    for (const folder of BUILT) cpSync(path.join(ROOT, folder), path.join(root, folder), { recursive: true });
    await site.start();
  });
  test.afterAll(async () => {
    await site.stop();
    rmSync(root, { recursive: true, force: true });
  });

  test('changes nothing served; the open page keeps working; after a restart, the earlier files still answer', async ({
    page,
  }) => {
    const variant = process.env[VARIANT_DIST_ENV];
    if (!variant) throw new Error(`${VARIANT_DIST_ENV} is not set: the global set-up builds the variant`);
    const named = new Set<string>();
    page.on('response', (response) => {
      const url = response.url();
      if (url.startsWith(site.url) && !url.includes('/api/') && response.request().method() === 'GET') named.add(url);
    });
    await page.goto(`${site.url}/great-step/events`);
    await expect(mainHeading(page)).toHaveText('Events');
    const served = async () =>
      ((await (await fetch(`${site.url}/remotes.json`)).json()) as { events: { entry: string } }).events.entry;
    const before = await served();
    expect(before).toMatch(/^\/remotes\/events\/[0-9a-f]{12}\/mf-manifest\.json$/);

    // `npm run build -w mf-events`: the folder is written again, with other chunks under other names.
    const dist = path.join(root, 'mf-events/dist');
    rmSync(dist, { recursive: true, force: true });
    cpSync(variant, dist, { recursive: true });

    // The open page goes on: a competition's page loads its chunk of the build the page started with.
    const card = page.getByRole('article', { name: 'Mine Shot' });
    await card.getByRole('button', { name: 'know more about Mine Shot' }).click();
    await card.getByRole('link', { name: 'Open Mine Shot' }).click();
    await expect(mainHeading(page)).toHaveText('Mine Shot');
    // Nothing served changed, and every file the page was served still answers.
    expect(await served()).toBe(before);
    for (const url of named) expect({ url, status: (await fetch(url)).status }).toEqual({ url, status: 200 });

    // The next start takes the new build up; the earlier one stays for the pages still open on it.
    await site.stop();
    await site.start();
    expect(await served()).not.toBe(before);
    for (const url of named) expect({ url, status: (await fetch(url)).status }).toEqual({ url, status: 200 });
    await page.goto(`${site.url}/great-step/events/competitions/${VARIANT_PRIZE.eventId}`);
    await expect(page.getByText(prizeText(VARIANT_PRIZE.prize)).first()).toBeVisible();
  });
});
