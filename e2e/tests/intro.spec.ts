import { expect, mainHeading, test } from '../support/fixtures';

test.describe('the intro', () => {
  test.use({ playIntro: true });

  test('plays once per visit and leaves the page ready when it ends', async ({ page }) => {
    await page.goto('/great-step/events/competitions/QS');
    await expect(page.getByRole('status').filter({ hasText: 'Loading GreatStep' })).toBeAttached();
    // The page is mounted underneath while the intro plays (its remote preloads) but not reachable yet.
    await expect(mainHeading(page)).toHaveText('Quiz Spiel', { timeout: 10_000 });
    await expect(page.getByText('Loading GreatStep')).toHaveCount(0, { timeout: 10_000 });
    await expect(page.getByRole('link', { name: 'Events' }).first()).toBeVisible();

    await page.reload();
    await expect(mainHeading(page)).toHaveText('Quiz Spiel');
    await expect(page.getByText('Loading GreatStep')).toHaveCount(0);
  });

  for (const [motion, playsFor] of [
    ['no-preference', 'the full 2.8 s'],
    ['reduce', 'a short fade'],
  ] as const) {
    test(`is ${playsFor} for visitors whose reduced-motion setting is ${motion}`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: motion });
      await page.clock.install();
      await page.goto('/tmes');
      await expect(page.getByText('Loading GreatStep')).toBeAttached();
      await page.clock.runFor(1_000);
      await expect(page.getByText('Loading GreatStep')).toHaveCount(motion === 'reduce' ? 0 : 1);
      await page.clock.runFor(2_000);
      await expect(page.getByText('Loading GreatStep')).toHaveCount(0);
      await expect(mainHeading(page)).toHaveText('TMES');
    });
  }
});
