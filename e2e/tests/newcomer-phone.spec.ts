import { apiMessages } from '../../api/src/lib/api-messages';
import { PASSWORD, signUpViaApi, signUpWithTakenEmail, uniqueEmail } from '../support/accounts';
import { expect, mainHeading, test } from '../support/fixtures';

/*
 * What a newcomer met on a phone (the phone project's 390 × 844): toasts, sign-up's steps. The payment page's states
 * are payment-page.spec.ts's, at both sizes.
 */
test.describe('a newcomer on a phone', { tag: '@phone-only' }, () => {
  // Refused e-mail checks are answered with an error status, which Chromium logs as failed resources.
  test.use({ allowConsoleErrors: true });
  test.slow();

  test('one toast per message, below the navbar, and gone once the visitor moves on', async ({ page, request }) => {
    const account = await signUpViaApi(request);
    await signUpWithTakenEmail(page, account.email);
    // The toasts, not the form's own line under its field that says the same.
    const toasts = page.getByRole('region', { name: /Notifications/ });
    const refused = toasts.getByRole('alert').filter({ hasText: apiMessages.emailTaken });
    await expect(refused).toHaveCount(1);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const answered = page.waitForResponse((response) => response.url().includes('/api/auth/checkEmail'));
      await page.getByRole('button', { name: 'Next' }).click();
      await answered;
      // Settled: the call's 'please wait' toast has turned into its outcome, and the earlier one is on its way out.
      await expect(toasts.getByText('please wait...')).toHaveCount(0);
    }
    // The earlier toast's exit animation ends: one toast for the message.
    await expect(refused).toHaveCount(1);

    const navbar = await page.getByRole('banner').boundingBox();
    const toast = await refused.boundingBox();
    expect(toast && navbar && toast.y >= navbar.y + navbar.height).toBe(true);

    await page.getByRole('link', { name: 'Already Registered? Sign In' }).click();
    await expect(mainHeading(page)).toHaveText('Sign In');
    await expect(refused).toHaveCount(0);
  });

  test("each sign-up step opens at the top of the card, focus on the step's name", async ({ page }) => {
    await page.goto('/signup');
    await page.getByLabel('Email').fill(uniqueEmail('phone'));
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Next' }).click();
    const stepLine = page.getByText('Step 2 of 3: Personal details');
    await expect(stepLine).toBeFocused();
    await expect(mainHeading(page)).toBeInViewport();
    await expect(page.getByLabel('First Name')).toBeInViewport();
  });
});
