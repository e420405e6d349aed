import { expect, mainHeading, test } from '../support/fixtures';

test.describe('the intro', () => {
  test.use({ playIntro: true });

  // The intro opens a visit on a page that comes with its scripts, a signed-in page: the profile, which signed out
  // leads to Sign In. A page that arrives in its HTML, Sign In itself among them, shows at once (docs/PRODUCT.md#intro).
  const SIGNED_IN_PAGE = '/profile';
  test('plays once per visit and leaves the page ready when it ends', async ({ page }) => {
    await page.goto(SIGNED_IN_PAGE);
    await expect(page.getByRole('status').filter({ hasText: 'Loading GreatStep' })).toBeAttached();
    // The page is mounted underneath while the intro plays (its remote preloads) but not reachable yet.
    await expect(mainHeading(page)).toHaveText('Sign In', { timeout: 10_000 });
    await expect(page.getByText('Loading GreatStep')).toHaveCount(0, { timeout: 10_000 });
    await expect(page.getByRole('link', { name: 'Events' }).first()).toBeAttached();

    // The same page again in the same visit (the tab's session): no intro.
    await page.goto(SIGNED_IN_PAGE);
    await expect(mainHeading(page)).toHaveText('Sign In');
    await expect(page.getByText('Loading GreatStep')).toHaveCount(0);
  });

  test('is not put over a first page that came in its HTML, and counts as played for the visit', async ({ page }) => {
    await page.goto('/great-step/events/competitions/QS');
    await expect(mainHeading(page)).toHaveText('Quiz Spiel');
    await expect(page.locator('#gs-server-page')).toHaveCount(0);
    await expect(page.getByText('Loading GreatStep')).toHaveCount(0);
    await page.goto(SIGNED_IN_PAGE);
    await expect(mainHeading(page)).toHaveText('Sign In');
    await expect(page.getByText('Loading GreatStep')).toHaveCount(0);
  });

  for (const [motion, playsFor] of [
    ['no-preference', 'the full 2.8 s'],
    ['reduce', 'a short fade'],
  ] as const) {
    test(`is ${playsFor} for visitors whose reduced-motion setting is ${motion}`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: motion });
      // Paused: on a slow machine the page can take seconds to open, and a clock that runs on its own would end
      // the intro before the test looks. Only runFor moves it.
      const start = new Date('2025-03-28T09:00:00Z');
      await page.clock.install({ time: start });
      await page.clock.pauseAt(new Date(start.getTime() + 1_000));
      await page.goto(SIGNED_IN_PAGE);
      await expect(page.getByText('Loading GreatStep')).toBeAttached();
      await page.clock.runFor(1_000);
      await expect(page.getByText('Loading GreatStep')).toHaveCount(motion === 'reduce' ? 0 : 1);
      await page.clock.runFor(2_000);
      await expect(page.getByText('Loading GreatStep')).toHaveCount(0);
      await expect(mainHeading(page)).toHaveText('Sign In');
      // A paused clock would stall axe's own timers in the fixture's check at the journey's end.
      await page.clock.resume();
    });
  }
});
