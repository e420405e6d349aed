import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { request as requestContext, type Browser, type BrowserContext } from '@playwright/test';
import { serveDirectory } from '../../scripts/serve-directory.js';
import { expect, INTRO_PLAYED_KEY, test } from '../support/fixtures';
import { onNetworkOfItsOwn } from '../support/own-network';
import { APP_START_BUNDLE_PORT, APP_START_SITE_PORT } from '../support/servers';
import { organiserTokenOf, SiteProcess } from '../support/site-process';

/*
 * A canary whose bundle keeps the app from starting (docs/ARCHITECTURE.md#remote-health): on phones its remote entry
 * removes the page's root as it runs, so the app never shows a page. The shell's beacon still says the remote loaded; only the
 * page's own inline script, which sees the app has not taken over 20 s after its scripts started, reports the release
 * failing, and the canary ends itself. Before it, such a page recorded no failure at all.
 */
test.describe.configure({ mode: 'serial' });

/** The canary ends itself once 2 page loads have reported it, failing 20 points more often than the built-in entry. */
const MIN_SESSIONS = 2;
/** A page of the events remote that the release's fragments.json prerenders. */
const PAGE = '/great-step/events';

let site: SiteProcess;
let bundle: { url: string; stop: () => Promise<void> };
let folder = '';
let token = '';

/**
 * Our events build with one line before its remote entry: on a phone, the root the app renders into goes as the
 * remote loads. verify:remote, on a desktop-sized browser, passes it, as a gate may pass a bundle that breaks elsewhere.
 */
function bundleThatBreaksTheStart(): string {
  folder = mkdtempSync(path.join(os.tmpdir(), 'greatstep-e2e-app-start-'));
  const dist = path.join(folder, 'dist');
  cpSync(path.join(__dirname, '..', '..', 'mf-events', 'dist'), dist, { recursive: true });
  const entry = path.join(dist, 'remoteEntry.js');
  writeFileSync(
    entry,
    `if (innerWidth < 600) document.getElementById("root")?.remove();\n${readFileSync(entry, 'utf8')}`,
  );
  // Its compressed copies would still be the old entry.
  for (const copy of ['.br', '.gz']) rmSync(`${entry}${copy}`, { force: true });
  return dist;
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  bundle = await serveDirectory(bundleThatBreaksTheStart(), APP_START_BUNDLE_PORT);
  site = new SiteProcess(
    APP_START_SITE_PORT,
    path.join(os.tmpdir(), `greatstep-e2e-app-start-${APP_START_SITE_PORT}-${Date.now()}`),
    // Each browser from an address of its own, as a proxy in front would name it: a network counts once here.
    { REMOTE_CANARY_MIN_SESSIONS: String(MIN_SESSIONS), REMOTE_CANARY_MARGIN: '20', TRUST_PROXY: '127.0.0.1' },
  );
  await site.start();
  token = await organiserTokenOf(site);
});

test.afterAll(async () => {
  await site?.stop();
  await bundle?.stop();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

/** The events canary's figures in the organisers' status, or 'ended' once it has none. */
async function canaryHealth(): Promise<{ sessions: number; failedSessions: number } | 'ended'> {
  const api = await requestContext.newContext({ baseURL: site.url });
  try {
    const answer = await api.get('/api/organisers/remotes', { headers: { authorization: `Bearer ${token}` } });
    const { remotes } = (await answer.json()) as {
      remotes: { remote: string; canary: { health: { sessions: number; failedSessions: number } } | null }[];
    };
    const canary = remotes.find(({ remote }) => remote === 'events')?.canary;
    return canary ? { sessions: canary.health.sessions, failedSessions: canary.health.failedSessions } : 'ended';
  } finally {
    await api.dispose();
  }
}

/** What the server sends a browser inside the canary for the page, before any script runs. */
async function servedPage(): Promise<string> {
  const api = await requestContext.newContext({ extraHTTPHeaders: { cookie: 'gs_cohort=0' } });
  try {
    return await (await api.get(`${site.url}${PAGE}`)).text();
  } finally {
    await api.dispose();
  }
}

/** A phone inside the canary, past the intro, on a network of its own. */
async function browserIn(browser: Browser, n: number): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await onNetworkOfItsOwn(context, site.url, `198.51.100.${n}`);
  await context.addCookies([{ name: 'gs_cohort', value: '0', url: site.url }]);
  await context.addInitScript((key) => window.sessionStorage.setItem(key, '1'), INTRO_PLAYED_KEY);
  return context;
}

test('a canary that keeps the app from starting is reported by the page itself, and ends', async ({ browser }) => {
  test.setTimeout(180_000);
  const released = await site.remote(
    ['release', 'events', `${bundle.url}/mf-manifest.json`, '--canary', '50', '--no-smoke'],
    { ORGANISER_TOKEN: token, RELEASE_BY: 'events team' },
  );
  const id = /release #(\d+)/.exec(released)?.[1];
  expect(id).toBeDefined();
  // The server has read the release's prerendered pages: the page comes in its HTML, naming its remote and release.
  await expect
    .poll(async () => /<div id="gs-server-page" data-remote="events">/.test(await servedPage()), { timeout: 30_000 })
    .toBe(true);
  expect(await servedPage()).toMatch(
    new RegExp(`"events":\\{"entry":"${bundle.url}/mf-manifest.json",.*?"release":${id}\\}`),
  );

  const contexts = await Promise.all(Array.from({ length: MIN_SESSIONS }, (_, n) => browserIn(browser, n + 1)));
  const pages = await Promise.all(contexts.map((context) => context.newPage()));
  await Promise.all(pages.map((page) => page.goto(`${site.url}${PAGE}`)));
  // The remote loaded, as far as the shell can tell, and took the app's root with it: no app, no page of it.
  for (const page of pages) await expect.poll(() => page.locator('#root').count(), { timeout: 30_000 }).toBe(0);
  await expect.poll(canaryHealth, { timeout: 15_000 }).toEqual({ sessions: MIN_SESSIONS, failedSessions: 0 });
  // The page load's ticket was asked for once, after its load event: never on the way to its first paint.
  const timing = await pages[0]?.evaluate(() => ({
    loaded: performance.getEntriesByType('navigation')[0]?.toJSON() as { loadEventEnd: number },
    tickets: performance
      .getEntriesByType('resource')
      .filter(({ name }) => name.endsWith('/api/remote-health/ticket'))
      .map(({ startTime }) => startTime),
  }));
  expect(timing?.tickets).toHaveLength(1);
  expect(timing?.tickets[0]).toBeGreaterThanOrEqual(timing?.loaded.loadEventEnd ?? Infinity);
  // Then, the bound passed, each page reports its release failing, and the canary ends itself.
  await expect.poll(canaryHealth, { timeout: 60_000 }).toBe('ended');
  const history = await site.remote(['history', 'events'], { ORGANISER_TOKEN: token });
  // Ended on the first of the pages' reports that tips the margin: one of the two (50 %) when they arrive in different
  // flushes of the server's batched writes, both (100 %) when together; a busy machine decides which.
  expect(history).toMatch(
    new RegExp(
      `auto-rollback by health check: failure rate (50|100) ?% over ${MIN_SESSIONS} sessions against 0 ?% for the built-in entry`,
    ),
  );
  await Promise.all(contexts.map((context) => context.close()));
});
