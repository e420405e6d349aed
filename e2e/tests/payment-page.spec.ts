import type { Page } from '@playwright/test';
import { PAYMENT_FORM_URL, signInAs, signUpViaApi, withPaymentFormSet } from '../support/accounts';
import { expect, mainHeading, navLink, test } from '../support/fixtures';
import { expectNoSideScroll } from '../support/layout';

/*
 * The payment page shows what the fee's state calls for and nothing else (docs/PRODUCT.md#payment), reached as a
 * student reaches it: Profile, then Pay Now. The verified and rejected states need an organiser: organisers.spec.ts.
 */

/** A UPI transaction id no other account of this run has used. */
const upiId = () => `5${String(Date.now()).slice(-8)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;

async function openFromProfile(page: Page) {
  await page.goto('/');
  await (await navLink(page, 'Profile')).click();
  await expect(mainHeading(page)).toHaveText('Profile');
  await page.getByRole('link', { name: 'Pay Now' }).click();
  await expect(mainHeading(page)).toHaveText('Payment');
}

const notes = (page: Page) => page.getByRole('heading', { name: 'Notes' }).locator('xpath=following-sibling::ul[1]');

/** Enters the reference as a student who has paid: the page then shows it pending, with no way to pay again. */
async function enterReferenceAndSeePending(page: Page) {
  const reference = upiId();
  await page.getByLabel('Payment reference').fill(reference);
  await page.getByRole('button', { name: 'Submit reference' }).click();
  const note = page.getByText('Payment pending verification').locator('..');
  await expect(note).toContainText(`Reference: ${reference}`);
  await expect(note).toContainText('a mail reaches you within 12 hours');
  await expect(page.getByRole('heading', { name: 'Correct the reference' })).toBeVisible();
  for (const gone of [
    page.getByRole('button', { name: 'Proceed to Pay' }),
    page.getByRole('link', { name: 'Proceed to Pay' }),
    page.getByRole('checkbox', { name: /I agree to the terms/ }),
    page.getByText('Online payment opens soon.'),
    page.getByRole('heading', { name: 'Already paid?' }),
    page.getByRole('heading', { name: 'Notes' }),
  ]) {
    await expect(gone).toHaveCount(0);
  }
  await expectNoSideScroll(page);
}

test.describe('the payment page, state by state', () => {
  // A sign-up through the API (argon2 on a shared two-core machine) and three screens.
  test.slow();

  test('as shipped, with no payment form: no terms box and no word of a form; pending: no way to pay again', async ({
    page,
    request,
  }) => {
    await signInAs(page, await signUpViaApi(request));
    await openFromProfile(page);
    await expect(page.getByText('Online payment opens soon.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'greatstept@gmail.com' }).first()).toHaveAttribute(
      'href',
      'mailto:greatstept@gmail.com',
    );
    await expect(page.getByRole('checkbox', { name: /I agree to the terms/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Proceed to Pay' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Proceed to Pay' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Already paid?' })).toBeVisible();
    await expect(notes(page)).toContainText('paid once and is non-refundable');
    await expect(notes(page)).not.toContainText('payment form');
    await expectNoSideScroll(page);

    await enterReferenceAndSeePending(page);
  });

  test('with the payment form set: the terms unlock Proceed to Pay, gone once a reference is pending', async ({
    page,
    request,
  }) => {
    await withPaymentFormSet(page);
    await signInAs(page, await signUpViaApi(request));
    await openFromProfile(page);
    await expect(page.getByRole('button', { name: 'Proceed to Pay' })).toBeDisabled();
    await page.getByRole('checkbox', { name: /I agree to the terms/ }).check();
    await expect(page.getByRole('link', { name: 'Proceed to Pay' })).toHaveAttribute('href', PAYMENT_FORM_URL);
    await expect(page.getByText('Online payment opens soon.')).toHaveCount(0);
    await expect(notes(page)).toContainText('Use the e-mail address of your GreatStep account in the payment form.');

    await enterReferenceAndSeePending(page);
  });
});
