#!/usr/bin/env node
// `npm run bench:bundle`: the JS a first visit to each route loads in Chromium (fresh cache), raw and gzip.
// DESIGN.md goal: ≤ 200 KB gzip in total for the first visit to `/`.
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

const kb = (bytes) => (bytes / 1024).toFixed(1);

async function measure(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
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
  await context.close();
  return files;
}

async function main() {
  const server = await serveBuiltSite({ port: Number(process.env.BENCH_PORT ?? 8391) });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    console.log('JS loaded by a first visit (fresh cache), per route');
    console.log(`${'route'.padEnd(44)} ${'files'.padStart(5)} ${'raw KB'.padStart(9)} ${'gzip KB'.padStart(9)}`);
    let home = null;
    for (const route of routes) {
      const files = await measure(browser, server.url + route);
      const raw = files.reduce((sum, file) => sum + file.raw, 0);
      const gzip = files.reduce((sum, file) => sum + file.gzip, 0);
      if (route === '/') home = { files, raw, gzip };
      console.log(`${route.padEnd(44)} ${String(files.length).padStart(5)} ${kb(raw).padStart(9)} ${kb(gzip).padStart(9)}`);
    }
    console.log('\nFiles of the first visit to /:');
    for (const file of home.files.sort((a, b) => b.gzip - a.gzip)) {
      console.log(`  ${kb(file.gzip).padStart(7)} KB gzip  ${kb(file.raw).padStart(7)} KB raw  ${new URL(file.url).pathname}`);
    }
    const verdict = home.gzip / 1024 <= GOAL_GZIP_KB ? 'meets' : 'MISSES';
    console.log(`\nTotal for /: ${kb(home.raw)} KB raw, ${kb(home.gzip)} KB gzip — ${verdict} the goal of ≤ ${GOAL_GZIP_KB} KB gzip`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
