#!/usr/bin/env node
// `npm run bench:bundle`: the JS a first visit to each route loads in Chromium (fresh cache) from the server as
// `npm start` runs it: the bytes as sent (body as transferred, compressed when the server compressed it, plus
// headers, as Chromium counted them) beside the raw size; how long after the intro ends the page's heading is there;
// and what a second visit with a warm cache downloads again.
// Last, the JS a visitor downloads browsing every route, federated and as one ordinary bundle of the same pages.
// The routes are the example paths the remotes' builds publish (dist/routes.json), plus a path none claims.
// A route that shows the remote fallback (a Retry button) fails the run: its figures would measure an error page.
// Goals (docs/PERFORMANCE.md): ≤ 170 KB as sent in total for the first visit to `/` with the real Home page; page ready ≤ 100 ms
// after the intro ends; federated ÷ single-bundle bytes ≤ 1.15 once the real pages exist. And the media
// of that first view: images shown without scrolling ≤ 250 KB, and no video bytes before the visitor scrolls near
// the video.
const { readFileSync } = require('node:fs');
const { gzipSync } = require('node:zlib');
const { chromium } = require('playwright-core');
const { execFileSync } = require('node:child_process');
const path = require('node:path');
const { chromiumLaunchOptions } = require('./chromium');
const { assertRendered, isJavaScript, kb, oncePerUrl, scriptSizes } = require('./script-bytes');
const { serveBuiltSite } = require('./serve-built-site');
const { serveSingleBundle } = require('./single-bundle/serve-single-bundle');

const intro = require('../shell/src/config/intro.json');

const root = path.join(__dirname, '..');
const NOT_FOUND = '/no-such-page';
// The remotes the site has, named once (api/src/site/remote-names.ts); the benchmark needs the built API anyway.
const { REMOTE_NAMES } = require('../api/dist/site/remote-names.js');
// The element a page that came in its HTML is written into, named once (api/src/site/shell-document.ts).
const { SERVER_PAGE_ID } = require('../api/dist/site/shell-document.js');
const routes = [
  ...new Set(
    REMOTE_NAMES.flatMap((remote) =>
      JSON.parse(readFileSync(path.join(root, `mf-${remote}`, 'dist/routes.json'), 'utf8')).routes.map(
        (route) => route.example,
      ),
    ),
  ),
  NOT_FOUND,
];
const INTRO_MS = intro.durationMs;
const GOAL_SENT_KB = 170;
const GOAL_IMAGE_KB = 250;
const GOAL_READY_MS = 100;
const GOAL_RATIO = 1.15;
const SINGLE_BUNDLE_DIR = path.join(root, 'node_modules/.cache/single-bundle');

// Runs in the page before any of its scripts: notes when the intro's status line goes away and when the page's
// main heading is first in the document (it mounts underneath the intro while the intro plays), or that the page came
// in its HTML, which plays no intro (docs/PRODUCT.md#intro).
function watchIntro(serverPageId) {
  const times = { introSeen: false, introEnd: null, heading: null, inHtml: false };
  window.__introTimes = times;
  const introShown = () =>
    [...document.querySelectorAll('[role=status]')].some((node) => node.textContent.includes('Loading GreatStep'));
  new MutationObserver(() => {
    const now = performance.now();
    const shown = introShown();
    if (document.getElementById(serverPageId)) times.inHtml = true;
    if (shown) times.introSeen = true;
    else if (times.introSeen && times.introEnd === null) times.introEnd = now;
    if (times.heading === null && document.querySelector('main h1')) times.heading = now;
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/**
 * The same page opened again in the same browser (a warm cache): the script bodies downloaded again. Hashed chunks
 * come from the cache without asking; the unhashed entries (the remotes' remoteEntry.js) are revalidated and answered
 * 304, with no body.
 */
async function secondVisit(browser, url) {
  const context = await browser.newContext();
  await context.addInitScript((key) => window.sessionStorage.setItem(key, '1'), intro.playedKey);
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  const pending = [];
  page.on('response', (response) => {
    if (isJavaScript(response)) pending.push(scriptSizes(response));
  });
  // A new navigation, as a visitor coming back would make (a reload would force revalidation of every file).
  await page.goto('about:blank');
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForSelector('main h1');
  const files = oncePerUrl(await Promise.all(pending));
  await context.close();
  // Chromium reports a cached or revalidated script as answered, with no body bytes over the wire.
  return { downloaded: files.filter((file) => file.body > 0), scripts: files.length };
}

async function measure(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(watchIntro, SERVER_PAGE_ID);
  const pending = [];
  const media = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    // Bytes on the wire (video may come in ranges, so the body is not always there to measure).
    if (type === 'image' || type === 'media') {
      media.push(
        response
          .request()
          .sizes()
          .then((sizes) => ({ type, url: response.url(), bytes: sizes.responseBodySize })),
      );
    }
    if (isJavaScript(response)) pending.push(scriptSizes(response));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // The route's remote loads during and after the intro; wait until the page has settled after it.
  await page.waitForTimeout(INTRO_MS + 500);
  await page.waitForLoadState('networkidle');
  await assertRendered(page, url);
  const files = oncePerUrl(await Promise.all(pending));
  const mediaFiles = await Promise.all(media);
  const times = await page.evaluate(() => window.__introTimes);
  await context.close();
  const readyAfterIntro =
    times.introEnd === null || times.heading === null ? null : Math.max(0, times.heading - times.introEnd);
  return { files, readyAfterIntro, inHtml: times.inHtml && !times.introSeen, media: mediaFiles };
}

/** Every distinct script one visitor downloads going through all the routes in one tab (a warm cache). */
async function browseEverything(browser, baseUrl) {
  const context = await browser.newContext();
  await context.addInitScript((key) => window.sessionStorage.setItem(key, '1'), intro.playedKey);
  const page = await context.newPage();
  const files = new Map();
  page.on('response', (response) => {
    // A script the shell fetched ahead is counted when its script element runs it (from the cache, with its body).
    if (response.request().resourceType() !== 'script' || files.has(response.url())) return;
    files.set(
      response.url(),
      response.body().then((body) => ({ raw: body.length, gzip: gzipSync(body).length })),
    );
  });
  for (const route of routes) {
    await page.goto(baseUrl + route, { waitUntil: 'networkidle' });
    await page.waitForSelector('main h1');
    await assertRendered(page, baseUrl + route);
  }
  const sizes = await Promise.all(files.values());
  await context.close();
  return {
    files: sizes.length,
    raw: sizes.reduce((sum, file) => sum + file.raw, 0),
    gzip: sizes.reduce((sum, file) => sum + file.gzip, 0),
  };
}

function buildSingleBundle() {
  execFileSync(
    process.execPath,
    [
      require.resolve('webpack-cli/bin/cli.js'),
      '--config',
      'scripts/single-bundle/webpack.config.js',
      '--env',
      `out=${SINGLE_BUNDLE_DIR}`,
    ],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  );
}

async function compareWithSingleBundle(browser, federatedUrl) {
  buildSingleBundle();
  const single = await serveSingleBundle(SINGLE_BUNDLE_DIR, Number(process.env.BENCH_SINGLE_PORT ?? 8392));
  try {
    const federated = await browseEverything(browser, federatedUrl);
    const bundle = await browseEverything(browser, single.url);
    // Two builds compared with each other: both sizes are computed here (gzip) from the bodies, so neither
    // server's compression settings tilt the comparison.
    console.log('\nJS downloaded browsing every route above in one tab (gzip computed from the bodies)');
    console.log(`${'build'.padEnd(44)} ${'files'.padStart(5)} ${'raw KB'.padStart(9)} ${'gzip KB'.padStart(9)}`);
    for (const [name, figures] of [
      ['federated (shell + three remotes)', federated],
      ['single bundle of the same pages', bundle],
    ]) {
      console.log(
        `${name.padEnd(44)} ${String(figures.files).padStart(5)} ${kb(figures.raw).padStart(9)} ${kb(figures.gzip).padStart(9)}`,
      );
    }
    const ratio = federated.gzip / bundle.gzip;
    console.log(
      `Federated ÷ single bundle: ${ratio.toFixed(2)} gzip (${(federated.raw / bundle.raw).toFixed(2)} raw) — ${ratio <= GOAL_RATIO ? 'meets' : 'MISSES'} the goal of ≤ ${GOAL_RATIO}`,
    );
  } finally {
    await single.stop();
  }
}

async function main() {
  const server = await serveBuiltSite({ port: Number(process.env.BENCH_PORT ?? 8391) });
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    console.log('JS loaded by a first visit (fresh cache), per route');
    console.log(
      `${'route'.padEnd(44)} ${'files'.padStart(5)} ${'raw KB'.padStart(9)} ${'sent KB'.padStart(9)} ${'ready after intro'.padStart(18)}`,
    );
    let home = null;
    let slowestReady = 0;
    for (const route of routes) {
      const { files, readyAfterIntro, inHtml, media } = await measure(browser, server.url + route);
      // A page that came in its HTML is there from the first paint, with no intro to wait for.
      if (!inHtml) slowestReady = Math.max(slowestReady, readyAfterIntro ?? Infinity);
      const ready = inHtml ? 'in its HTML' : readyAfterIntro === null ? 'not seen' : `${readyAfterIntro.toFixed(0)} ms`;
      const raw = files.reduce((sum, file) => sum + file.raw, 0);
      const sent = files.reduce((sum, file) => sum + file.sent, 0);
      if (route === '/') home = { files, raw, sent, media };
      console.log(
        `${route.padEnd(44)} ${String(files.length).padStart(5)} ${kb(raw).padStart(9)} ${kb(sent).padStart(9)} ${ready.padStart(18)}`,
      );
    }
    console.log('\nFiles of the first visit to /:');
    for (const file of home.files.sort((a, b) => b.sent - a.sent)) {
      console.log(
        `  ${kb(file.sent).padStart(7)} KB sent  ${kb(file.raw).padStart(7)} KB raw  ${new URL(file.url).pathname}`,
      );
    }
    const verdict = home.sent / 1024 <= GOAL_SENT_KB ? 'meets' : 'MISSES';
    console.log(
      `\nTotal for /: ${kb(home.raw)} KB raw, ${kb(home.sent)} KB as sent — ${verdict} the goal of ≤ ${GOAL_SENT_KB} KB as sent`,
    );
    const warm = await secondVisit(browser, server.url + '/');
    const again = warm.downloaded.reduce((sum, file) => sum + file.body, 0);
    console.log(
      `Second visit to / with a warm cache: ${kb(again)} KB of JS downloaded again (${warm.downloaded.length} of ${warm.scripts} scripts) — ${again === 0 ? 'meets' : 'MISSES'} the goal of 0 KB`,
    );
    // The first view is the page as it opens (1280 × 720), never scrolled: what loads is what is above the fold.
    const images = home.media.filter((file) => file.type === 'image');
    const imageBytes = images.reduce((sum, file) => sum + file.bytes, 0);
    const videoBytes = home.media.filter((file) => file.type === 'media').reduce((sum, file) => sum + file.bytes, 0);
    console.log('Media of the first view of / (not scrolled):');
    for (const file of images.sort((a, b) => b.bytes - a.bytes)) {
      console.log(`  ${kb(file.bytes).padStart(7)} KB  ${new URL(file.url).pathname}`);
    }
    const imageVerdict = imageBytes / 1024 <= GOAL_IMAGE_KB ? 'meets' : 'MISSES';
    console.log(
      `Images: ${images.length} files, ${kb(imageBytes)} KB — ${imageVerdict} the goal of ≤ ${GOAL_IMAGE_KB} KB`,
    );
    console.log(
      `Video: ${kb(videoBytes)} KB — ${videoBytes === 0 ? 'meets' : 'MISSES'} the goal of none before scrolling near`,
    );
    const readyVerdict = slowestReady <= GOAL_READY_MS ? 'meets' : 'MISSES';
    console.log(
      `Page ready after the intro ends, slowest route of those that play it: ${Number.isFinite(slowestReady) ? `${slowestReady.toFixed(0)} ms` : 'not seen'} — ${readyVerdict} the goal of ≤ ${GOAL_READY_MS} ms`,
    );
    await compareWithSingleBundle(browser, server.url);
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
