import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/**
 * Records every Content-Security-Policy violation of the page's documents from their first script on: Chromium fires
 * `securitypolicyviolation` for what the policy blocks, and reports some only there, not in the console.
 */
export async function watchCsp(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(`${event.effectiveDirective} refused ${event.blockedURI || '(inline)'}`);
    });
  });
}

/** The violations recorded since the current document loaded. */
export const cspViolations = (page: Page): Promise<string[]> =>
  page.evaluate(() => window.__cspViolations ?? ['the CSP watch was not installed']);
