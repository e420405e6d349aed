import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import lighthouse from 'lighthouse';

// One Lighthouse run of a page in a fresh browser context, and the figures the benchmark reads from its report.

// LIGHTHOUSE_REPORTS=<folder>: every run's full report saved there as JSON (the LCP breakdown, the network chain).
const REPORTS = process.env.LIGHTHOUSE_REPORTS;

/**
 * A request that brought JavaScript: a script element's, or a fetch() of a script (the shell fetches the first page's
 * chunks beside its remote's entry, shell/src/lib/remotes/warm-route.ts, and the script elements then find them in
 * the cache). Lighthouse's resource summary counts only the first kind.
 */
const isJavaScript = (request) =>
  request.resourceType === 'Script' || /javascript/.test(request.mimeType ?? '') || /\.m?js(\?|$)/.test(request.url);

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
export async function auditWithRetry(browser, url, storedUser) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(browser, url, storedUser);
    } catch (error) {
      if (attempt > 2 || !String(error).includes('NO_NAVSTART')) throw error;
      console.log(`  ${url}: Lighthouse lost its trace (NO_NAVSTART); running it again`);
    }
  }
}
