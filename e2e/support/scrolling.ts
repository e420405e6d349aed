import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Scrolls down the whole page half a screen at a time, letting each step render, until the bottom stays put: lazily
 * loaded parts and pictures come in (and make the page longer) on the way. Then back to the top.
 */
export async function scrollThrough(page: Page) {
  for (let step = 0; step < 60; step += 1) {
    const atBottom = await page.evaluate(async () => {
      window.scrollBy(0, window.innerHeight / 2);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    });
    if (atBottom) break;
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Home's sponsors and video arrive only as the visitor scrolls towards them, once the carousel is there. */
export async function scrollToBottom(page: Page) {
  await expect(page.getByRole('region', { name: 'Moments from past editions' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}
