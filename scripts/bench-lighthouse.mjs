#!/usr/bin/env node
// `npm run bench:lighthouse`: Lighthouse (mobile emulation, its default simulated throttling) in Debian's Chromium
// against the built site started as `npm start` starts it, RUNS runs per page interleaved, medians printed beside
// the goals of docs/PERFORMANCE.md. Every run opens a fresh browser context: an empty cache, no stored user, the
// intro played as on a first visit. The profile page runs signed in: an account is made through the API (its code
// read from the server's mail outbox), and its stored user is put in the context before Lighthouse opens the page.
// Its parts are in lighthouse/: the signed-in visitor, one audited run, and the printed tables.
import { createRequire } from 'node:module';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import { auditWithRetry } from './lighthouse/audit.mjs';
import { printComparison, printTable } from './lighthouse/report.mjs';
import { signedInRecord } from './lighthouse/signed-in.mjs';

const require = createRequire(import.meta.url);
const { chromiumLaunchOptions } = require('./chromium.js');
const { serveBuiltSite } = require('./serve-built-site.js');

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const ALL_PAGES = [
  { name: '/', path: '/' },
  { name: '/tmes', path: '/tmes' },
  { name: '/aboutus', path: '/aboutus' },
  { name: '/great-step/events', path: '/great-step/events' },
  { name: 'competition (Geobotics)', path: '/great-step/events/competitions/Geobotics' },
  { name: '/signin', path: '/signin' },
  { name: '/signup', path: '/signup' },
  { name: '/profile (signed in)', path: '/profile', signedIn: true },
];
// LIGHTHOUSE_PAGES=signin,profile: only the pages whose name contains one of those words (to look at one page).
const PAGES = process.env.LIGHTHOUSE_PAGES
  ? ALL_PAGES.filter((page) => process.env.LIGHTHOUSE_PAGES.split(',').some((word) => page.name.includes(word)))
  : ALL_PAGES;
// LIGHTHOUSE_BASELINE=<folder>: another checkout with its own build (say `git worktree add` of the commit before a
// change, with `npm ci && npm run build` there). Every run of a page on this build is paired with one on that build,
// in alternating order, and the pairs' median difference is printed: on a machine whose speed drifts from minute to
// minute, a change is judged against the build before it under the same conditions (docs/PERFORMANCE.md).
const BASELINE = process.env.LIGHTHOUSE_BASELINE;
/** The site and a signed-in record on it: this checkout's build, or the baseline's (its own server and database). */
async function startSite(serve, port) {
  const server = await serve({ port });
  try {
    return { server, storedUser: await signedInRecord(server.url, server.dataDir) };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

async function main() {
  const sites = [await startSite(serveBuiltSite, process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined)];
  if (BASELINE) {
    const baselineServe = require(path.resolve(BASELINE, 'scripts/serve-built-site.js')).serveBuiltSite;
    sites.push(
      await startSite(baselineServe, undefined).catch(async (error) => {
        await sites[0].server.stop();
        throw error;
      }),
    );
  }
  const browser = await puppeteer.launch({
    executablePath: chromiumLaunchOptions.executablePath,
    args: chromiumLaunchOptions.args,
    headless: true,
  });
  try {
    // One list of results per site: this build's, then the baseline's.
    const results = sites.map(() => PAGES.map((page) => ({ page, runs: [] })));
    // Interleaved: run 1 of every page, then run 2 …, so a slow moment of the machine does not hit one page only;
    // with a baseline, the two builds take turns going first.
    for (let run = 1; run <= RUNS; run += 1) {
      for (const [pageIndex, page] of PAGES.entries()) {
        const order = run % 2 ? sites.keys() : [...sites.keys()].reverse();
        for (const siteIndex of order) {
          const { server, storedUser } = sites[siteIndex];
          const figures = await auditWithRetry(browser, server.url + page.path, page.signedIn ? storedUser : null);
          results[siteIndex][pageIndex].runs.push(figures);
          console.log(
            `run ${run} ${page.name}${siteIndex ? ' (baseline)' : ''}: performance ${figures.performance.toFixed(0)}, LCP ${(figures.lcpMs / 1000).toFixed(2)} s, CLS ${figures.cls.toFixed(3)}, TBT ${figures.tbtMs.toFixed(0)} ms, benchmark index ${figures.benchmarkIndex.toFixed(0)} ${figures.warnings.join(' ')}`,
          );
        }
      }
    }
    printTable(results[0], { runs: RUNS });
    if (BASELINE) printComparison(results[0], results[1], { baselineDir: BASELINE, runs: RUNS });
  } finally {
    await browser.close();
    for (const { server } of sites) await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
