// The marketing remote's smoke journeys: `npm run verify:remote -- marketing=<url>` and `npm run remote -- release`
// run this folder against the built site with that bundle in place of ours, and the whole suite (npm run test:e2e)
// runs it with the rest. They belong to the team that owns the remote: a change of its pages updates them here,
// through the shared fixtures of e2e/support (docs/TESTING.md#smoke-journeys).
import type { Page, TestInfo } from '@playwright/test';
import { axeViolations } from '../../e2e/support/axe';
import { WCAG_21_AA, expect, expectNavbar, mainHeading, test } from '../../e2e/support/fixtures';
import { expectNoSideScroll } from '../../e2e/support/layout';
import { scrollThrough, scrollToBottom } from '../../e2e/support/scrolling';

/** Its pages in the route table (docs/PRODUCT.md#route-table), each inside the shell's layout. */
const screens: ReadonlyArray<[path: string, heading: string]> = [
  ['/', 'Home'],
  ['/sample', 'Sample'],
  ['/tmes', 'TMES'],
  ['/aboutus', 'About Us'],
];

for (const [path, heading] of screens) {
  test(`${path} shows its screen in the layout`, async ({ page }) => {
    await page.goto(path);
    await expect(mainHeading(page)).toHaveText(heading);
    await expectNavbar(page);
    await expect(page.getByRole('contentinfo')).toContainText('greatstept@gmail.com');
  });
}

test('an unknown path shows the 404 page, whose link leads home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('404 Error')).toBeVisible();
  await expect(page.getByText("This Page Doesn't Exist")).toBeVisible();
  await page.getByRole('link', { name: 'Go back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(mainHeading(page)).toHaveText('Home');
});

const PAGES = [
  { path: '/', heading: 'Home', section: "GREAT-STEP'25", name: 'home' },
  { path: '/tmes', heading: 'TMES', section: 'What we do', name: 'tmes' },
  { path: '/aboutus', heading: 'About Us', section: 'Core Team Heads', name: 'aboutus' },
] as const;

/** A full-page picture kept with the test's results for people to look at; never compared pixel by pixel. */
async function keepScreenshot(page: Page, testInfo: TestInfo, name: string) {
  await testInfo.attach(`${name}.png`, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
}

// At both of the projects' sizes (e2e/playwright.config.ts).
for (const { path, heading, section, name } of PAGES) {
  test(`${path} renders complete, without sideways scrolling`, async ({ page }, testInfo) => {
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
  });
}

test.describe('Home', () => {
  test('the first view downloads no video, and the video plays once scrolled to', async ({ page }) => {
    const videoRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'media' || /\.(webm|mp4)$/.test(request.url())) videoRequests.push(request.url());
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
  });
});

test.describe('/tmes', () => {
  test('the gallery opens a larger view with the keyboard and Escape returns focus', async ({ page }) => {
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
  });
});
