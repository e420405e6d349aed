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
});
