import type { Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { WCAG_21_AA, expect, mainHeading, test } from '../support/fixtures';
import { expectNoSideScroll } from '../support/layout';

/** The bar the account pages must clear on every screen size: WCAG 2.1 A and AA. */
const seriousViolations = (page: Page) => axeViolations(page, { tags: WCAG_21_AA });

// Every test here ends with an axe check of its own: the fixture's would run axe again on the same screen.
test.use({ axeAtEnd: false });

const publicPages: ReadonlyArray<[path: string, heading: string]> = [
  ['/signin', 'Sign In'],
  ['/signup', 'Sign Up'],
  ['/resetPassword', 'Reset Password'],
  ['/changePassword/someone%40example.com/a1b2c3', 'New Password'],
];

for (const [path, heading] of publicPages) {
  test(`${path} has no serious or critical axe violation and fits the width`, async ({ page }) => {
    await page.goto(path);
    await expect(mainHeading(page)).toHaveText(heading);
    expect(await seriousViolations(page)).toEqual([]);
    await expectNoSideScroll(page);
  });
}
