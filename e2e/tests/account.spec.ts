import { PAYMENT_FORM_URL, signInThroughPage, signUpViaApi, withPaymentFormSet } from '../support/accounts';
import { expect, expectInNav, mainHeading, test } from '../support/fixtures';
import { latestLink } from '../support/outbox';

// The account remote's journeys beyond its smoke journeys (mf-account/smoke/account.spec.ts).

test.describe('account journeys', () => {
  // A wrong code or password is answered 400/401, which Chromium logs as a failed resource: expected here.
  test.use({ allowConsoleErrors: true });
  // Whole journeys through several screens, with argon2 hashing on a shared two-core machine.
  test.slow();

  test('a refused sign-in keeps the signed-in user', async ({ page, request }) => {
    const account = await signUpViaApi(request);
    await signInThroughPage(page, account.email, account.password);
    await expectInNav(page, 'Profile');
    await signInThroughPage(page, account.email, 'Wrong123');
    await expect(page.getByText('Invalid email or password').first()).toBeVisible();
    await expectInNav(page, 'Profile');
  });

  test('profile after signing in from a redirect, then Pay Now with the terms', async ({ page, request }) => {
    await withPaymentFormSet(page);
    const account = await signUpViaApi(request);
    await page.goto('/profile');
    await expect(mainHeading(page)).toHaveText('Sign In');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(mainHeading(page)).toHaveText('Profile');

    await page.getByRole('link', { name: 'Pay Now' }).click();
    await expect(mainHeading(page)).toHaveText('Payment');
    await expect(page.getByRole('button', { name: 'Proceed to Pay' })).toBeDisabled();
    await page.getByRole('checkbox', { name: /I agree to the terms/ }).check();
    await expect(page.getByRole('link', { name: 'Proceed to Pay' })).toHaveAttribute('href', PAYMENT_FORM_URL);
  });

  test('reset the password through the mailed link', { tag: '@one-size' }, async ({ page, request }) => {
    const account = await signUpViaApi(request);
    await page.goto('/signin');
    await page.getByRole('button', { name: 'Forgot Password' }).click();
    await expect(mainHeading(page)).toHaveText('Reset Password');
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByRole('status').filter({ hasText: /reset the password has been sent/ })).toBeVisible();

    const link = new URL(await latestLink(account.email));
    await page.goto(link.pathname);
    await expect(mainHeading(page)).toHaveText('New Password');
    await page.getByRole('textbox', { name: 'New Password' }).fill('Fresh123');
    await page.getByLabel('Confirm Password').fill('Fresh123');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Password changed successfully')).toBeVisible();
    await expect(mainHeading(page)).toHaveText('Sign In');

    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill('Fresh123');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectInNav(page, 'Profile');
  });
});
