// The "bytes per route" check of `npm run verify:remote`: the JavaScript a first visit to each path a remote claims
// downloads from that remote's bundle, in Chromium, counted the way `npm run bench:bundle` counts
// (scripts/script-bytes.js), and held to a budget per route (docs/TESTING.md#verify-remote).
const { chromium } = require('playwright-core');
const { chromiumLaunchOptions } = require('../chromium');
const { assertRendered, recordScripts } = require('../script-bytes');
const intro = require('../../shell/src/config/intro.json');

/**
 * A page's own JS, under the budget, leaves room for the shell's (≈ 150 KB as sent on `/`) within a phone's first
 * visit (docs/PERFORMANCE.md#goals has no goal for one remote's share, so this is ours).
 */
const DEFAULT_BUDGET_KB = 150;

const toKb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/** Where a bundle's files live: the folder of its manifest (its chunks are beside it, publicPath 'auto'). */
function bundlePrefix(manifestUrl) {
  return new URL('.', manifestUrl).href;
}

/**
 * One route's figures from the scripts it downloaded from the bundle.
 * @param {string} path
 * @param {Array<{ sent: number, raw: number }>} files
 * @param {number} budgetKb
 */
function judgeRoute(path, files, budgetKb) {
  const sentKb = toKb(files.reduce((sum, file) => sum + file.sent, 0));
  const rawKb = toKb(files.reduce((sum, file) => sum + file.raw, 0));
  return { path, sentKb, rawKb, ok: sentKb <= budgetKb };
}

/**
 * Opens each path on the composed site in a fresh browser context (an empty cache) and measures the scripts that
 * came from the bundle. The intro is marked as played: it only delays the page, and its preload fetches the same
 * files. A route that shows the remote fallback instead of its page is a failure with `error` set.
 * @param {{ siteUrl: string, manifestUrl: string, paths: string[], budgetKb: number }} options
 * @returns {Promise<Array<{ path: string, sentKb: number, rawKb: number, ok: boolean, error?: string }>>}
 */
async function measureRouteBytes({ siteUrl, manifestUrl, paths, budgetKb }) {
  const prefix = bundlePrefix(manifestUrl);
  const browser = await chromium.launch(chromiumLaunchOptions);
  const routes = [];
  try {
    for (const path of paths) {
      const context = await browser.newContext();
      await context.addInitScript((key) => window.sessionStorage.setItem(key, '1'), intro.playedKey);
      const page = await context.newPage();
      const scripts = recordScripts(page, (url) => url.startsWith(prefix));
      try {
        await page.goto(siteUrl + path, { waitUntil: 'networkidle', timeout: 30_000 });
        await page.waitForSelector('main h1', { timeout: 15_000 });
        // What a page loads after its first paint (AfterPaint) is its JS too.
        await page.waitForLoadState('networkidle');
        await assertRendered(page, path);
        routes.push(judgeRoute(path, await scripts.files(), budgetKb));
      } catch (error) {
        const files = await scripts.files().catch(() => []);
        routes.push({ ...judgeRoute(path, files, budgetKb), ok: false, error: error.message.split('\n')[0] });
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return routes;
}

/** The check's line: every route over budget or not rendered, or the heaviest one. */
function describeRouteBytes(routes, budgetKb) {
  const problems = routes
    .filter((route) => !route.ok)
    .map((route) =>
      route.error
        ? `${route.path}: ${route.error}`
        : `${route.path} loads ${route.sentKb} KB of its JS as sent (${route.rawKb} KB raw), over ${budgetKb} KB`,
    );
  if (problems.length > 0) return problems.join('; ');
  if (routes.length === 0) return 'no paths to measure';
  const heaviest = routes.reduce((top, route) => (route.sentKb > top.sentKb ? route : top), routes[0]);
  return `${routes.length} paths within ${budgetKb} KB as sent each; the heaviest, ${heaviest.path}, ${heaviest.sentKb} KB (${heaviest.rawKb} KB raw)`;
}

module.exports = { DEFAULT_BUDGET_KB, bundlePrefix, describeRouteBytes, judgeRoute, measureRouteBytes };
