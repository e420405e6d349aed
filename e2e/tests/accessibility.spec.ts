import { axeViolations } from '../support/axe';
import { WCAG_21_AA, expect, mainHeading, navLink, test } from '../support/fixtures';

const pages: ReadonlyArray<[path: string, heading: string | null]> = [
  ['/', 'Home'],
  ['/great-step/events', 'Events'],
  ['/signin', 'Sign In'],
  ['/no-such-page', null],
];

// The page tests end with an axe check of their own, stricter than the fixture's, so one run of axe is enough;
// the menu test ends on the events listing, which they check.
test.use({ axeAtEnd: false });

// At both of the projects' sizes (playwright.config.ts); these pages must have no WCAG A/AA violation at all, of
// any impact, where the fixture's check at a journey's end counts the serious and critical ones.
for (const [path, heading] of pages) {
  test(`${path} has no WCAG A/AA violations`, async ({ page }) => {
    await page.goto(path);
    if (heading) await expect(mainHeading(page)).toHaveText(heading);
    else await expect(page.getByText('404 Error')).toBeVisible();
    expect(await axeViolations(page, { tags: WCAG_21_AA, impact: 'any' })).toEqual([]);
  });
}

test.describe('on a phone', { tag: '@phone-only' }, () => {
  test('the menu button opens the links and a link closes it', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('button', { name: /menu/i });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await (await navLink(page, 'Events')).click();
    await expect(mainHeading(page)).toHaveText('Events');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });
});
