import os from 'node:os';
import path from 'node:path';
import { request as requestContext, type Browser, type BrowserContext } from '@playwright/test';
import { eventContent } from '../../mf-events/src/content/events';
import { prizeText } from '../../mf-events/src/lib/event-facts';
import { serveDirectory } from '../../scripts/serve-directory.js';
import { expect, INTRO_PLAYED_KEY, test } from '../support/fixtures';
import { onNetworkOfItsOwn } from '../support/own-network';
import {
  BROKEN_VARIANT_DIST_ENV,
  RELEASES_BROKEN_BUNDLE_PORT,
  RELEASES_BUNDLE_PORT,
  RELEASES_SITE_PORT,
  VARIANT_DIST_ENV,
  VARIANT_PAGE,
  VARIANT_PRIZE,
} from '../support/servers';
import { organiserTokenOf, SiteProcess } from '../support/site-process';

/*
 * A sub-team's releases of the events remote (docs/ARCHITECTURE.md#releases-and-canaries), on a site of its own: the
 * variant that adds a page goes out as a canary to half the browsers, is promoted, and is rolled back; then a variant
 * whose new page throws on phones (verify:remote, on a desktop-sized browser, passes it) goes out as a canary and
 * ends itself once phones have reported it failing. Everything is
 * done the way a sub-team does it: `npm run remote`, through the running server, as an organiser.
 */
test.describe.configure({ mode: 'serial' });

let site: SiteProcess;
let variant: { url: string; stop: () => Promise<void> };
let broken: { url: string; stop: () => Promise<void> };
let token = '';

/** The canary ends itself once 3 sessions have reported it, failing 20 points more often than the stable release. */
const MIN_SESSIONS = 3;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const dist = (name: string) => {
    const folder = process.env[name];
    if (!folder) throw new Error(`${name} is not set: the global setup builds the variants`);
    return folder;
  };
  variant = await serveDirectory(dist(VARIANT_DIST_ENV), RELEASES_BUNDLE_PORT);
  broken = await serveDirectory(dist(BROKEN_VARIANT_DIST_ENV), RELEASES_BROKEN_BUNDLE_PORT);
  site = new SiteProcess(
    RELEASES_SITE_PORT,
    path.join(os.tmpdir(), `greatstep-e2e-releases-${RELEASES_SITE_PORT}-${Date.now()}`),
    // Each phone from an address of its own, as the server tells them apart behind a proxy: a canary counts one
    // network's first page load alone at this margin and minimum (docs/API.md#automatic-rollback).
    { REMOTE_CANARY_MIN_SESSIONS: String(MIN_SESSIONS), REMOTE_CANARY_MARGIN: '20', TRUST_PROXY: '127.0.0.1' },
  );
  await site.start();
  token = await organiserTokenOf(site);
});

test.afterAll(async () => {
  await site?.stop();
  await variant?.stop();
  await broken?.stop();
});

/** Sessions that reported the events canary failing in the hour, as the organisers' status gives them; ended: ∞. */
async function canaryFailures(): Promise<number> {
  const api = await requestContext.newContext({ baseURL: site.url });
  try {
    const answer = await api.get('/api/organisers/remotes', { headers: { authorization: `Bearer ${token}` } });
    const { remotes } = (await answer.json()) as {
      remotes: { remote: string; canary: { health: { failedSessions: number } } | null }[];
    };
    const canary = remotes.find(({ remote }) => remote === 'events')?.canary;
    return canary ? canary.health.failedSessions : Number.POSITIVE_INFINITY;
  } finally {
    await api.dispose();
  }
}

/** `npm run remote -- …` as the events team runs it; verify:remote's smoke journeys are the CI gate's, not this run's. */
const remote = (...args: string[]) => site.remote(args, { ORGANISER_TOKEN: token, RELEASE_BY: 'events team' });

let phones = 0;

/**
 * A phone whose cohort is pinned (0: inside any canary; 99: outside every one), past the intro, on a network of its
 * own (the address a proxy in front would name).
 */
async function browserIn(browser: Browser, cohort: number): Promise<BrowserContext> {
  phones += 1;
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await onNetworkOfItsOwn(context, site.url, `203.0.113.${phones}`);
  await context.addCookies([{ name: 'gs_cohort', value: String(cohort), url: site.url }]);
  await context.addInitScript((key) => window.sessionStorage.setItem(key, '1'), INTRO_PLAYED_KEY);
  return context;
}

/** What the browser sees at the new page's address: the new page (new bundle) or the 404 page (old bundle). */
async function seenBy(context: BrowserContext): Promise<'new page' | '404 page'> {
  const page = await context.newPage();
  try {
    await page.goto(`${site.url}${VARIANT_PAGE.path}`);
    const heading = page.getByRole('main').getByRole('heading', { level: 1, name: VARIANT_PAGE.title });
    const notFound = page.getByText('404 Error');
    await expect(heading.or(notFound)).toBeVisible();
    return (await heading.isVisible()) ? 'new page' : '404 page';
  } finally {
    await page.close();
  }
}

const PRIZE_PAGE = `/great-step/events/competitions/${VARIANT_PRIZE.eventId}`;
/** The prize as our build and the variant's say it. */
const OUR_PRIZE = prizeText(eventContent[VARIANT_PRIZE.eventId]);
const VARIANT_PRIZE_TEXT = prizeText(VARIANT_PRIZE);

/**
 * What a link preview reads of the event page, as a browser of this cohort is served it (no script runs): the prize
 * its Open Graph description gives, and its picture's address.
 */
async function previewFor(cohort: number): Promise<{ prize: string | undefined; image: string | undefined }> {
  const api = await requestContext.newContext({ extraHTTPHeaders: { cookie: `gs_cohort=${cohort}` } });
  try {
    const html = await (await api.get(`${site.url}${PRIZE_PAGE}`)).text();
    const og = (key: string) => new RegExp(`<meta property="og:${key}" content="([^"]*)">`).exec(html)?.[1];
    return { prize: /₹[\d,]+ in prizes/.exec(og('description') ?? '')?.[0], image: og('image') };
  } finally {
    await api.dispose();
  }
}

test('a canary for half the browsers, promoted for all, then rolled back in one command', async ({ browser }) => {
  test.setTimeout(180_000);
  const before = await previewFor(99);
  expect(before.prize).toBe(OUR_PRIZE);
  const released = await remote('release', 'events', `${variant.url}/mf-manifest.json`, '--canary', '50', '--no-smoke');
  expect(released).toMatch(/^events release #\d+ is a canary for 50 % of browsers/);
  const inCanary = await browserIn(browser, 0);
  const outside = await browserIn(browser, 99);
  // Sticky: each browser sees the same release on every visit.
  expect([await seenBy(inCanary), await seenBy(outside), await seenBy(inCanary), await seenBy(outside)]).toEqual([
    'new page',
    '404 page',
    'new page',
    '404 page',
  ]);
  // The release's changed prize is in the HTML its cohort is served, with its own picture, read by the server from
  // the release's pages.json: no rebuild, no restart of the shell or the server. The others keep the stable head.
  await expect.poll(async () => (await previewFor(0)).prize, { timeout: 15_000 }).toBe(VARIANT_PRIZE_TEXT);
  expect((await previewFor(99)).prize).toBe(OUR_PRIZE);
  const { image } = await previewFor(0);
  expect(image).toMatch(new RegExp(`^${variant.url}/previews/[\\w-]+\\.[0-9a-f]{8}\\.jpg$`));
  expect(image).not.toBe(before.image);
  const api = await requestContext.newContext();
  const picture = await api.get(image ?? '');
  expect([picture.status(), picture.headers()['content-type']]).toEqual([200, 'image/jpeg']);
  await api.dispose();

  expect(await remote('promote', 'events')).toMatch(/is the stable release now/);
  expect([await seenBy(inCanary), await seenBy(outside)]).toEqual(['new page', 'new page']);
  await expect.poll(async () => (await previewFor(99)).prize, { timeout: 15_000 }).toBe(VARIANT_PRIZE_TEXT);

  expect(await remote('rollback', 'events')).toMatch(/^events is back on the site's built-in bundle/);
  expect([await seenBy(inCanary), await seenBy(outside)]).toEqual(['404 page', '404 page']);
  await expect.poll(async () => (await previewFor(0)).prize, { timeout: 15_000 }).toBe(OUR_PRIZE);

  const history = await remote('history', 'events');
  for (const line of [/canary by events team \(via /, /promoted by events team/, /rollback by events team/])
    expect(history).toMatch(line);
  await inCanary.close();
  await outside.close();
});

test('a canary whose page throws ends itself once browsers report it, and the history says why', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const released = await remote('release', 'events', `${broken.url}/mf-manifest.json`, '--canary', '50', '--no-smoke');
  const id = /release #(\d+)/.exec(released)?.[1];
  expect(id).toBeDefined();
  // Each visit is a page load of its own, from a phone of its own; each sees the remote's fallback inside the site, and
  // its beacon reports it once the page has loaded, with the page load's ticket.
  for (let visit = 1; visit <= MIN_SESSIONS; visit += 1) {
    const phone = await browserIn(browser, 0);
    const page = await phone.newPage();
    await page.goto(`${site.url}${VARIANT_PAGE.path}`);
    await expect(page.getByText('The Events section could not be loaded')).toBeVisible();
    // The report is on its way once the fallback shows; the organisers' status counts it (or the canary has ended).
    await expect.poll(canaryFailures, { timeout: 10_000 }).toBeGreaterThanOrEqual(visit);
    await phone.close();
  }

  // Its browsers get the stable release (here the built-in bundle) on their next load.
  const inCanary = await browserIn(browser, 0);
  await expect.poll(async () => seenBy(inCanary), { timeout: 15_000 }).toBe('404 page');
  const history = await remote('history', 'events');
  expect(history).toMatch(
    new RegExp(
      `#${id} {2}ended .*\\n.*\\n(?:.*\\n)*? {4}.* auto-rollback by health check: failure rate [\\d.]+ ?% over ${MIN_SESSIONS} sessions against 0 ?% for the built-in entry`,
    ),
  );
  const status = await remote('status');
  expect(status).toMatch(new RegExp(`ended itself: canary #${id} at .*: failure rate [\\d.]+ ?% over ${MIN_SESSIONS}`));
  expect(status).toMatch(/events\n {2}stable {2}the built-in bundle\n.*\n {2}canary {2}none/);
  await inCanary.close();
});
