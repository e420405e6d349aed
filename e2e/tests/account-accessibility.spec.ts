import type { Page } from '@playwright/test';
import { PASSWORD, signUpViaApi, uniqueEmail, withPaymentFormSet } from '../support/accounts';
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

test('sign-up step 2 with its college list open, profile and payment pass axe @smoke-account', async ({
  page,
  request,
}) => {
  // Four screens and a sign-up through the API: longer than one page's check.
  test.slow();
  await page.goto('/signup');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByLabel('Email').fill(uniqueEmail('axe'));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('combobox', { name: 'College' }).fill('Kharagpur');
  await expect(page.getByRole('listbox', { name: 'Colleges' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const account = await signUpViaApi(request);
  await page.goto('/signin');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(mainHeading(page)).toHaveText('Home');

  await page.goto('/profile');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await withPaymentFormSet(page);
  await page.goto('/payment');
  await expect(page.getByRole('button', { name: 'Proceed to Pay' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
