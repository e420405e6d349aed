import { expect, mainHeading, navLink, test } from '../support/fixtures';

// The route table's own screens are each remote's smoke journeys (mf-*/smoke/*.spec.ts); this one crosses them.
test('moving between remotes in the navbar keeps one page, scrolled to the top', async ({ page }) => {
  await page.goto('/aboutus');
  await expect(mainHeading(page)).toHaveText('About Us');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await (await navLink(page, 'Events')).click();
  await expect(mainHeading(page)).toHaveText('Events');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await (await navLink(page, 'SignIn')).click();
  await expect(mainHeading(page)).toHaveText('Sign In');
  await expect(await navLink(page, 'SignIn')).toHaveAttribute('aria-current', 'page');
});
