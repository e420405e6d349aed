import type { Page } from '@playwright/test';
import { expect, mainHeading, test } from '../support/fixtures';

// Once, the footer was painted first, then pushed down when the remote's page arrived (a layout shift of 0.51
// on a phone). The frame now reserves the viewport's height for the page while its remote loads.

/** Starts recording layout shifts (those not caused by the visitor's input) before any of the page's scripts run. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { gsLayoutShifts: number[] }).gsLayoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShiftTotal = (page: Page) =>
  page.evaluate(() => (window as unknown as { gsLayoutShifts: number[] }).gsLayoutShifts.reduce((a, b) => a + b, 0));

for (const [path, remote, heading, prerendered] of [
  ['/great-step/events', 'events', 'Events', true],
  ['/', 'marketing', 'Home', true],
  // The mailed new-password link's page, which comes with its scripts (docs/ARCHITECTURE.md#pages-prerendered-by-the-remotes).
  ['/changePassword/someone%40example.com/a1b2c3', 'account', 'New Password', false],
] as const) {
  test(`the footer stays below the fold while ${path} loads its remote, and nothing shifts`, async ({ page }) => {
    await recordLayoutShifts(page);
    // A slow network for the remote's files only: the shell and its footer are there long before the page.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/remotes/${remote}/**`, async (route) => {
      await held;
      await route.continue();
    });
    // Not waiting for the app: its remote is held back.
    await page.goto(path, { waitUntil: 'commit' });
    if (prerendered) {
      // The page came in its HTML: it shows while its remote loads, then the app takes over from it.
      await expect(mainHeading(page)).toHaveText(heading);
      await expect(page.locator('#gs-server-page')).toHaveCount(1);
    } else {
      await expect(page.getByRole('status').filter({ hasText: /Loading the .* section/ })).toBeVisible();
      const footer = page.getByRole('contentinfo');
      const viewport = page.viewportSize();
      const whileLoading = await footer.boundingBox();
      expect(whileLoading && viewport && whileLoading.y >= viewport.height).toBe(true);
    }

    release();
    await expect(page.locator('#gs-server-page')).toHaveCount(0);
    await expect(mainHeading(page)).toHaveText(heading);
    expect(await layoutShiftTotal(page)).toBeLessThanOrEqual(prerendered ? 0 : 0.05);
  });
}
