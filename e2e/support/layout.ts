import { expect, type Page } from '@playwright/test';

/** The narrowest phone we design for (docs/TESTING.md); the phone project itself is 390 px wide. */
const NARROWEST_PHONE = { width: 360, height: 740 };

async function sideOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * The page never scrolls sideways: at this project's size, and on a phone also at 360 px, the narrowest we design
 * for. The size is put back afterwards.
 */
export async function expectNoSideScroll(page: Page): Promise<void> {
  expect(await sideOverflow(page), 'sideways overflow in px').toBeLessThanOrEqual(0);
  const size = page.viewportSize();
  if (!size || size.width >= 600 || size.width <= NARROWEST_PHONE.width) return;
  await page.setViewportSize(NARROWEST_PHONE);
  // One frame for layout at the new width before measuring.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await sideOverflow(page), `sideways overflow in px at ${NARROWEST_PHONE.width} px`).toBeLessThanOrEqual(0);
  await page.setViewportSize(size);
}
