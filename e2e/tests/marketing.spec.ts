import { axeViolations } from '../support/axe';
import { WCAG_21_AA, expect, mainHeading, test } from '../support/fixtures';
import { scrollThrough, scrollToBottom } from '../support/scrolling';

// The marketing remote's pages beyond its smoke journeys (mf-marketing/smoke/marketing.spec.ts).

const PAGES = [
  { path: '/', heading: 'Home', section: "GREAT-STEP'25" },
  { path: '/tmes', heading: 'TMES', section: 'What we do' },
  { path: '/aboutus', heading: 'About Us', section: 'Core Team Heads' },
] as const;

// At both of the projects' sizes (playwright.config.ts).
for (const { path, heading, section } of PAGES) {
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

test.describe('/tmes', () => {});

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
