import type { Page, TestInfo } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { WCAG_21_AA, expect, mainHeading, test } from '../support/fixtures';
import { expectNoSideScroll } from '../support/layout';

// The marketing remote's pages. Journeys tagged @smoke-marketing are the remote's smoke journeys for
// `npm run verify:remote`: short, and enough to tell that its three pages work inside the shell.

const PAGES = [
  { path: '/', heading: 'Home', section: "GREAT-STEP'25", name: 'home' },
  { path: '/tmes', heading: 'TMES', section: 'What we do', name: 'tmes' },
  { path: '/aboutus', heading: 'About Us', section: 'Core Team Heads', name: 'aboutus' },
] as const;

/**
 * Scrolls down the whole page half a screen at a time, letting each step render, until the bottom stays put: lazily
 * loaded parts and pictures come in (and make the page longer) on the way. Then back to the top.
 */
async function scrollThrough(page: Page) {
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
async function scrollToBottom(page: Page) {
  await expect(page.getByRole('region', { name: 'Moments from past editions' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

/** A full-page picture kept with the test's results for people to look at; never compared pixel by pixel. */
async function keepScreenshot(page: Page, testInfo: TestInfo, name: string) {
  await testInfo.attach(`${name}.png`, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
}

// At both of the projects' sizes (playwright.config.ts).
for (const { path, heading, section, name } of PAGES) {
  test(
    `${path} renders complete, without sideways scrolling`,
    { tag: '@smoke-marketing' },
    async ({ page }, testInfo) => {
      await page.goto(path);
      await expect(mainHeading(page)).toHaveText(heading);
      await expect(page.getByRole('main').getByRole('heading', { level: 2, name: section })).toBeVisible();
      if (path === '/') await expect(page.getByRole('region', { name: 'Moments from past editions' })).toBeVisible();
      await scrollThrough(page);
      if (path === '/') {
        await page.getByRole('heading', { name: 'GreatStep in motion' }).scrollIntoViewIfNeeded();
        await expect(page.getByRole('heading', { name: 'Our Sponsors' })).toBeVisible();
        await expect(page.getByLabel("Promotional video for GREAT-STEP'25")).toBeAttached();
      }
      await expectNoSideScroll(page);
      // Every picture has a text alternative (empty only for the repeated marquee copy) and a reserved size.
      const images = await page
        .getByRole('main')
        .locator('img')
        .evaluateAll((nodes) =>
          nodes.map((node) => ({
            alt: node.getAttribute('alt'),
            width: node.getAttribute('width'),
            height: node.getAttribute('height'),
          })),
        );
      for (const image of images) {
        expect(image.alt).not.toBeNull();
        expect(image.width).not.toBeNull();
        expect(image.height).not.toBeNull();
      }
      await keepScreenshot(page, testInfo, `${name}-${page.viewportSize()?.width ?? 0}`);
    },
  );

  test(`${path} has no serious or critical WCAG A/AA violation`, async ({ page }) => {
    await page.goto(path);
    await expect(mainHeading(page)).toHaveText(heading);
    await expect(page.getByRole('main').getByRole('heading', { level: 2, name: section })).toBeVisible();
    if (path === '/') await expect(page.getByRole('region', { name: 'Moments from past editions' })).toBeVisible();
    await scrollThrough(page);
    expect(await axeViolations(page, { tags: WCAG_21_AA })).toEqual([]);
  });
}

test.describe('Home', () => {
  test('the carousel plays on its own and pauses on request', async ({ page }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Moments from past editions' });
    const position = carousel.getByText(/^Photo \d+ of 10$/);
    await expect(position).toHaveText('Photo 2 of 10', { timeout: 10_000 });
    await carousel.getByRole('button', { name: 'Pause slideshow' }).click();
    await expect(carousel.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    const paused = await position.textContent();
    await carousel.getByRole('button', { name: /Next photo/ }).click();
    await expect(position).not.toHaveText(paused ?? '');
  });

  test('visitors asking for reduced motion get a still carousel (whose arrows loop) and still logos', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Moments from past editions' });
    const position = carousel.getByText(/^Photo \d+ of 10$/);
    await expect(carousel.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    await expect(position).toHaveText('Photo 1 of 10');
    await carousel.getByRole('button', { name: /Previous photo/ }).click();
    await expect(position).toHaveText('Photo 10 of 10');
    await carousel.getByRole('button', { name: /Next photo/ }).click();
    await expect(position).toHaveText('Photo 1 of 10');
    await scrollToBottom(page);
    await expect(page.getByRole('heading', { name: 'Our Sponsors' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Stop sponsor logos' })).toHaveCount(0);
  });

  test(
    'the first view downloads no video, and the video plays once scrolled to',
    { tag: '@smoke-marketing' },
    async ({ page }) => {
      const videoRequests: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'media' || /\.(webm|mp4)$/.test(request.url()))
          videoRequests.push(request.url());
      });
      await page.goto('/');
      await expect(page.getByRole('region', { name: 'Moments from past editions' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(videoRequests).toEqual([]);

      await scrollToBottom(page);
      await page.getByRole('heading', { name: 'GreatStep in motion' }).scrollIntoViewIfNeeded();
      const video = page.getByLabel("Promotional video for GREAT-STEP'25");
      await expect(video).toBeVisible();
      await expect(video).toHaveAttribute('controls', '');
      await expect(video).toHaveAttribute('poster', /\.webp$/);
      await video.evaluate((element: HTMLVideoElement) => element.play());
      await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0.5);
      expect(videoRequests.length).toBeGreaterThan(0);
    },
  );

  test('the sponsor logos stop for the button and start again', async ({ page }) => {
    await page.goto('/');
    await scrollToBottom(page);
    const stop = page.getByRole('button', { name: 'Stop sponsor logos' });
    await stop.click();
    await expect(page.getByRole('button', { name: 'Move sponsor logos' })).toBeVisible();
    for (const name of ['TerraDrill', 'OreCast', 'BlastCore']) {
      await expect(page.getByRole('img', { name, exact: true })).toBeAttached();
    }
  });
});

test.describe('/tmes', () => {
  test(
    'the gallery opens a larger view with the keyboard and Escape returns focus',
    { tag: '@smoke-marketing' },
    async ({ page }) => {
      await page.goto('/tmes');
      const gallery = page.getByRole('region', { name: 'Gallery' });
      const photos = gallery.getByRole('button');
      await expect(photos).toHaveCount(5);
      await photos.nth(1).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
      await page.keyboard.press('ArrowRight');
      await expect(dialog).toHaveAccessibleName(/photo 3 of 5/);
      expect(await axeViolations(page, { tags: WCAG_21_AA })).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(photos.nth(1)).toBeFocused();
    },
  );
});

test.describe('/aboutus', () => {
  test('the Core Team Heads tabs answer the arrow keys and profile links open a new tab', async ({ page }) => {
    await page.goto('/aboutus');
    const webHeads = page.getByRole('tab', { name: 'Web Heads' });
    await expect(webHeads).toHaveAttribute('aria-selected', 'true');
    await webHeads.focus();
    await page.keyboard.press('ArrowRight');
    const sponsorship = page.getByRole('tab', { name: 'Sponsorship Heads' });
    await expect(sponsorship).toBeFocused();
    await expect(page.getByRole('tabpanel', { name: 'Sponsorship Heads' })).toBeVisible();

    const link = page.getByRole('link', { name: 'Riya Sample on LinkedIn (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
  });
});
