#!/usr/bin/env node
// `npm run bench:lighthouse`: Lighthouse (mobile emulation, its default simulated throttling) in Debian's Chromium
// against the built site started as `npm start` starts it, RUNS runs per page interleaved, medians printed beside
// the goals of docs/PERFORMANCE.md. Every run opens a fresh browser context: an empty cache, no stored user, the
// intro played as on a first visit. The profile page runs signed in: an account is made through the API (its code
// read from the server's mail outbox), and its stored user is put in the context before Lighthouse opens the page.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const require = createRequire(import.meta.url);
const { chromiumLaunchOptions } = require('./chromium.js');
const { serveBuiltSite } = require('./serve-built-site.js');

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const ALL_PAGES = [
  { name: '/', path: '/' },
  { name: '/great-step/events', path: '/great-step/events' },
  { name: 'competition (Geobotics)', path: '/great-step/events/competitions/Geobotics' },
  { name: '/signin', path: '/signin' },
  { name: '/profile (signed in)', path: '/profile', signedIn: true },
];
// LIGHTHOUSE_PAGES=signin,profile: only the pages whose name contains one of those words (to look at one page).
const PAGES = process.env.LIGHTHOUSE_PAGES
  ? ALL_PAGES.filter((page) => process.env.LIGHTHOUSE_PAGES.split(',').some((word) => page.name.includes(word)))
  : ALL_PAGES;
// LIGHTHOUSE_REPORTS=<folder>: every run's full report saved there as JSON (the LCP breakdown, the network chain).
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
// LIGHTHOUSE_BASELINE=<folder>: another checkout with its own build (say `git worktree add` of the commit before a
// change, with `npm ci && npm run build` there). Every run of a page on this build is paired with one on that build,
// in alternating order, and the pairs' median difference is printed: on a machine whose speed drifts from minute to
// minute, a change is judged against the build before it under the same conditions (docs/PERFORMANCE.md).
const BASELINE = process.env.LIGHTHOUSE_BASELINE;
const GOALS = { performance: 90, accessibility: 100, bestPractices: 100, lcpMs: 2500, cls: 0.05, tbtMs: 200 };

/**
 * A request that brought JavaScript: a script element's, or a fetch() of a script (the shell fetches the first page's
 * chunks beside its remote's entry, shell/src/lib/remotes/warm-route.ts, and the script elements then find them in
 * the cache). Lighthouse's resource summary counts only the first kind.
 */
const isJavaScript = (request) =>
  request.resourceType === 'Script' || /javascript/.test(request.mimeType ?? '') || /\.m?js(\?|$)/.test(request.url);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function post(baseUrl, call, body) {
  const response = await fetch(`${baseUrl}/api${call}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = await response.json();
  if (!answer.success) throw new Error(`${call} answered ${response.status}: ${answer.message}`);
  return answer;
}

/** The code of the newest verification mail in the outbox (the server writes each mail there without SMTP_URL). */
async function mailedCode(outbox, email) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const names = (await readdir(outbox).catch(() => [])).filter((name) => name.endsWith('.eml')).sort();
    for (const name of names.reverse()) {
      const text = await readFile(path.join(outbox, name), 'utf8');
      const code = text.includes(email) && /verification code is (\d{5})/.exec(text)?.[1];
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no verification code for ${email} in ${outbox}`);
}

/** Signs an account up and in through the API, and returns the `curUser` record the site stores for it. */
async function signedInRecord(baseUrl, dataDir) {
  const email = `lighthouse.${Date.now()}@example.com`;
  const password = 'Bench123';
  await post(baseUrl, '/auth/sendEmail', { email });
  await post(baseUrl, '/auth/register', {
    email,
    password,
    cpassword: password,
    referral: '',
    firstName: 'Bench',
    lastName: 'Visitor',
    college: 1,
    otherCollege: '',
    year: '2026',
    mobile: `9${String(Date.now()).slice(-9)}`,
    code: await mailedCode(path.join(dataDir, 'outbox'), email),
  });
  const { token, user } = await post(baseUrl, '/auth/login', { email, password });
  return JSON.stringify({ ...user, token, user, savedDate: new Date().toISOString() });
}

async function audit(browser, url, storedUser) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    if (storedUser) {
      // A page of the site's origin first, so the stored user is the origin's before Lighthouse navigates.
      await page.goto(new URL('/api/health', url).href);
      await page.evaluate((record) => window.localStorage.setItem('curUser', record), storedUser);
    }
    // The context is new, so nothing is cached; Lighthouse must keep the stored user it would otherwise clear.
    const result = await lighthouse(
      url,
      { output: 'json', logLevel: 'error', disableStorageReset: true },
      undefined,
      page,
    );
    const { categories, audits, runtimeError } = result.lhr;
    if (REPORTS) {
      await mkdir(REPORTS, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`;
      await writeFile(path.join(REPORTS, name), JSON.stringify(result.lhr));
    }
    // Lighthouse gives figures of a run it could not finish as undefined; say why instead of printing NaN.
    if (runtimeError)
      throw new Error(`Lighthouse could not measure ${url}: ${runtimeError.code} ${runtimeError.message}`);
    const jsSent = audits['network-requests'].details.items
      .filter(isJavaScript)
      .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
    // What Chromium's Issues panel holds (a CSP report, a cookie, mixed content), with the URLs it names.
    const issues = (audits['inspector-issues'].details?.items ?? []).map(
      (item) => `${item.issueType}: ${(item.subItems?.items ?? []).map((sub) => sub.url).join(' ')}`,
    );
    return {
      performance: categories.performance.score * 100,
      accessibility: categories.accessibility.score * 100,
      bestPractices: categories['best-practices'].score * 100,
      lcpMs: audits['largest-contentful-paint'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      tbtMs: audits['total-blocking-time'].numericValue,
      fcpMs: audits['first-contentful-paint'].numericValue,
      jsKb: jsSent / 1024,
      lcpElement: audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '',
      failedAudits: Object.values(audits)
        .filter(
          (item) => item.score !== null && item.score < 1 && ['binary', 'numeric'].includes(item.scoreDisplayMode),
        )
        .map((item) => item.id),
      issues,
      // Lighthouse's measure of this machine's CPU (higher is faster); its simulated phone scales the CPU time it saw.
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
      warnings: result.lhr.runWarnings,
    };
  } finally {
    await context.close();
  }
}

/**
 * Lighthouse now and then loses the start of its own trace (NO_NAVSTART) on this machine; that run says nothing about
 * the page, so it is run again, at most twice, and said so.
 */
async function auditWithRetry(browser, url, storedUser) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(browser, url, storedUser);
    } catch (error) {
      if (attempt > 2 || !String(error).includes('NO_NAVSTART')) throw error;
      console.log(`  ${url}: Lighthouse lost its trace (NO_NAVSTART); running it again`);
    }
  }
}

/** This build against the baseline's, page by page: medians of each, and the median of the paired differences. */
function printComparison(results, baseline) {
  console.log(`\nAgainst the baseline (${BASELINE}), ${RUNS} pairs per page, runs alternating:`);
  const widths = [26, 17, 14, 17, 14];
  const line = (cells) => cells.map((cell, index) => String(cell).padStart(widths[index])).join(' ');
  console.log(line(['page', 'LCP s this/base', 'paired Δ ms', 'TBT ms this/base', 'paired Δ ms']));
  results.forEach(({ page, runs }, index) => {
    const base = baseline[index].runs;
    const m = (list, key) => median(list.map((run) => run[key]));
    const delta = (key) => median(runs.map((run, pair) => run[key] - base[pair][key]));
    console.log(
      line([
        page.name,
        `${(m(runs, 'lcpMs') / 1000).toFixed(2)}/${(m(base, 'lcpMs') / 1000).toFixed(2)}`,
        delta('lcpMs').toFixed(0),
        `${m(runs, 'tbtMs').toFixed(0)}/${m(base, 'tbtMs').toFixed(0)}`,
        delta('tbtMs').toFixed(0),
      ]),
    );
  });
}

function printTable(results) {
  const header = ['page', 'perf', 'a11y', 'BP', 'LCP s', 'CLS', 'TBT ms', 'FCP s', 'JS KB sent'];
  const widths = [26, 5, 5, 5, 6, 6, 7, 6, 11];
  const line = (cells) => cells.map((cell, index) => String(cell).padStart(widths[index])).join(' ');
  console.log(`\nLighthouse ${RUNS} runs per page, medians (mobile, simulated throttling):`);
  console.log(line(header));
  for (const { page, runs } of results) {
    const m = (key) => median(runs.map((run) => run[key]));
    console.log(
      line([
        page.name,
        m('performance').toFixed(0),
        m('accessibility').toFixed(0),
        m('bestPractices').toFixed(0),
        (m('lcpMs') / 1000).toFixed(2),
        m('cls').toFixed(3),
        m('tbtMs').toFixed(0),
        (m('fcpMs') / 1000).toFixed(2),
        m('jsKb').toFixed(1),
      ]),
    );
  }
  console.log(
    line([
      'goal',
      `≥ ${GOALS.performance}`,
      GOALS.accessibility,
      GOALS.bestPractices,
      '≤ 2.50',
      '≤ 0.05',
      '≤ 200',
      '',
      '',
    ]),
  );
  const misses = [];
  for (const { page, runs } of results) {
    const m = (key) => median(runs.map((run) => run[key]));
    if (m('performance') < GOALS.performance) misses.push(`${page.name}: performance ${m('performance').toFixed(0)}`);
    if (m('accessibility') < GOALS.accessibility) misses.push(`${page.name}: accessibility ${m('accessibility')}`);
    if (m('bestPractices') < GOALS.bestPractices) misses.push(`${page.name}: best practices ${m('bestPractices')}`);
    if (m('lcpMs') > GOALS.lcpMs) misses.push(`${page.name}: LCP ${(m('lcpMs') / 1000).toFixed(2)} s`);
    if (m('cls') > GOALS.cls) misses.push(`${page.name}: CLS ${m('cls').toFixed(3)}`);
    if (m('tbtMs') > GOALS.tbtMs) misses.push(`${page.name}: TBT ${m('tbtMs').toFixed(0)} ms`);
  }
  console.log(misses.length === 0 ? 'Every median meets its goal.' : `Goals missed:\n  ${misses.join('\n  ')}`);
  const indexes = results.flatMap(({ runs }) => runs.map((run) => run.benchmarkIndex));
  console.log(
    `Lighthouse's benchmark index of this machine over the runs: median ${median(indexes).toFixed(0)}, ` +
      `${Math.min(...indexes).toFixed(0)}–${Math.max(...indexes).toFixed(0)} (higher is faster)`,
  );
  console.log("\nPer page: the LCP element, audits below full score in any run, and Chromium's Issues panel");
  for (const { page, runs } of results) {
    const failed = [...new Set(runs.flatMap((run) => run.failedAudits))];
    console.log(`  ${page.name}: LCP ${runs[0].lcpElement.slice(0, 90)}`);
    const issues = [...new Set(runs.flatMap((run) => run.issues))];
    console.log(`    below full score: ${failed.join(', ') || 'none'}; issues: ${issues.join('; ') || 'none'}`);
  }
}

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
    printTable(results[0]);
    if (BASELINE) printComparison(results[0], results[1]);
  } finally {
    await browser.close();
    for (const { server } of sites) await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
