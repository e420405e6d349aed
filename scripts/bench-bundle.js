#!/usr/bin/env node
// `npm run bench:bundle`: the JS a first visit to each route loads in Chromium (fresh cache), raw and gzip, and
// how long after the intro ends the page's heading is there.
// DESIGN.md goals: ≤ 200 KB gzip in total for the first visit to `/`; page ready ≤ 100 ms after the intro ends.
const { gzipSync } = require('node:zlib');
const { chromium } = require('playwright-core');
const { serveBuiltSite } = require('./serve-built-site');

const routes = [
  '/', '/tmes', '/aboutus', '/sample',
  '/great-step/events', '/great-step/events/competitions/Safety_DA',
  '/signin', '/signup', '/profile', '/payment', '/resetPassword',
  '/no-such-page',
];
const INTRO_MS = 2800;
const GOAL_GZIP_KB = 200;
const GOAL_READY_MS = 100;

// Runs in the page before any of its scripts: notes when the intro's status line goes away and when the page's
// main heading is first in the document (it mounts underneath the intro while the intro plays).
function watchIntro() {
  const times = { introSeen: false, introEnd: null, heading: null };
  window.__introTimes = times;
  const introShown = () =>
    [...document.querySelectorAll('[role=status]')].some((node) => node.textContent.includes('Loading GreatStep'));
  new MutationObserver(() => {
    const now = performance.now();
    const shown = introShown();
    if (shown) times.introSeen = true;
    else if (times.introSeen && times.introEnd === null) times.introEnd = now;
    if (times.heading === null && document.querySelector('main h1')) times.heading = now;
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

async function measure(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(watchIntro);
  const pending = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(response.body().then((body) => ({ url: response.url(), raw: body.length, gzip: gzipSync(body).length })));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // The route's remote loads during and after the intro; wait until the page has settled after it.
  await page.waitForTimeout(INTRO_MS + 500);
  await page.waitForLoadState('networkidle');
  const files = await Promise.all(pending);
  const times = await page.evaluate(() => window.__introTimes);
  await context.close();
  const readyAfterIntro =
    times.introEnd === null || times.heading === null ? null : Math.max(0, times.heading - times.introEnd);
  return { files, readyAfterIntro };
}

async function main() {
  const server = await serveBuiltSite({ port: Number(process.env.BENCH_PORT ?? 8391) });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    console.log('JS loaded by a first visit (fresh cache), per route');
    console.log(
      `${'route'.padEnd(44)} ${'files'.padStart(5)} ${'raw KB'.padStart(9)} ${'gzip KB'.padStart(9)} ${'ready after intro'.padStart(18)}`,
    );
    let home = null;
    let slowestReady = 0;
    for (const route of routes) {
      const { files, readyAfterIntro } = await measure(browser, server.url + route);
      slowestReady = Math.max(slowestReady, readyAfterIntro ?? Infinity);
      const ready = readyAfterIntro === null ? 'not seen' : `${readyAfterIntro.toFixed(0)} ms`;
      const raw = files.reduce((sum, file) => sum + file.raw, 0);
      const gzip = files.reduce((sum, file) => sum + file.gzip, 0);
      if (route === '/') home = { files, raw, gzip };
      console.log(
        `${route.padEnd(44)} ${String(files.length).padStart(5)} ${kb(raw).padStart(9)} ${kb(gzip).padStart(9)} ${ready.padStart(18)}`,
      );
    }
    console.log('\nFiles of the first visit to /:');
    for (const file of home.files.sort((a, b) => b.gzip - a.gzip)) {
      console.log(`  ${kb(file.gzip).padStart(7)} KB gzip  ${kb(file.raw).padStart(7)} KB raw  ${new URL(file.url).pathname}`);
    }
    const verdict = home.gzip / 1024 <= GOAL_GZIP_KB ? 'meets' : 'MISSES';
    console.log(`\nTotal for /: ${kb(home.raw)} KB raw, ${kb(home.gzip)} KB gzip — ${verdict} the goal of ≤ ${GOAL_GZIP_KB} KB gzip`);
    const readyVerdict = slowestReady <= GOAL_READY_MS ? 'meets' : 'MISSES';
    console.log(
      `Page ready after the intro ends, slowest route: ${Number.isFinite(slowestReady) ? `${slowestReady.toFixed(0)} ms` : 'not seen'} — ${readyVerdict} the goal of ≤ ${GOAL_READY_MS} ms`,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
