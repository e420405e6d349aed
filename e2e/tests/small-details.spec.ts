import type { Locator, Page } from '@playwright/test';
import { apiMessages } from '../../api/src/lib/api-messages';
import { signUpViaApi, signUpWithTakenEmail } from '../support/accounts';
import { expect, mainHeading, navLink, test } from '../support/fixtures';
import { lineBreaksOf } from '../support/layout';

/* Small things a visitor meets on every visit, measured as they see them, at the project's size. */

/** Whether two boxes share any pixel. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [one, two] = [await a.boundingBox(), await b.boundingBox()];
  if (!one || !two) throw new Error('a box to compare is not on screen');
  return (
    one.x < two.x + two.width && two.x < one.x + one.width && one.y < two.y + two.height && two.y < one.y + one.height
  );
}

/** The sign-in page's two buttons: the same height, each on one line. */
async function expectSignInButtonsEven(page: Page, width: number) {
  const buttons = page.getByRole('form', { name: 'Sign in' }).getByRole('button');
  await expect(buttons).toHaveText(['Sign In', 'Forgot Password']);
  const [signIn, forgot] = [await buttons.nth(0).boundingBox(), await buttons.nth(1).boundingBox()];
  expect.soft(Math.abs(signIn!.height - forgot!.height), `the buttons' heights at ${width} px`).toBeLessThanOrEqual(1);
  expect.soft(await lineBreaksOf(buttons), `lines of the buttons at ${width} px`).toEqual([[], []]);
}

test.describe('details at this size', () => {
  // A refused e-mail check is answered with an error status, which Chromium logs as a failed resource.
  test.use({ allowConsoleErrors: true });

  test('a toast never covers the page heading, and Sign In sits beside an even Forgot Password', async ({
    page,
    request,
  }) => {
    // A sign-up through the API: argon2 on a shared two-core machine.
    test.slow();
    const account = await signUpViaApi(request);
    await page.goto('/');
    await (await navLink(page, 'SignIn')).click();
    await expect(mainHeading(page)).toHaveText('Sign In');
    await expectSignInButtonsEven(page, page.viewportSize()!.width);
    // The narrowest phone we design for, too.
    const size = page.viewportSize()!;
    if (size.width < 600) {
      await page.setViewportSize({ width: 360, height: 740 });
      await expectSignInButtonsEven(page, 360);
      await page.setViewportSize(size);
    }

    // A refusal in a toast: Sign Up's, as a refused sign-in is said at its form alone (docs/PRODUCT.md#sign-in).
    await signUpWithTakenEmail(page, account.email);
    const toast = page.getByRole('region', { name: /Notifications/ }).getByRole('alert');
    await expect(toast.filter({ hasText: apiMessages.emailTaken })).toBeVisible();
    // Settled where it stays for its 5 s: its entrance over (its progress bar runs on).
    await expect
      .poll(() => toast.evaluate((node) => node.getAnimations().filter((a) => a.playState === 'running').length))
      .toBe(0);
    expect.soft(await overlap(toast, mainHeading(page)), 'the toast over the heading').toBe(false);
    expect.soft(await overlap(toast, page.getByRole('banner')), 'the toast over the navbar').toBe(false);

    if (size.width < 600) {
      await page.setViewportSize({ width: 360, height: 740 });
      expect.soft(await overlap(toast, mainHeading(page)), 'the toast over the heading at 360 px').toBe(false);
      await page.setViewportSize(size);
    }
  });

  test('Rock - Resilience is spelled right on its card and its page', async ({ page }) => {
    await page.goto('/');
    await (await navLink(page, 'Events')).click();
    const card = page.getByRole('article', { name: 'Rock - Resilience' });
    await expect(card).toBeVisible();
    await expect(page.getByText(/Resiliance/)).toHaveCount(0);
    await card.getByRole('link', { name: 'Open Rock - Resilience' }).click();
    await expect(mainHeading(page)).toHaveText('Rock - Resilience');
    await expect(page).toHaveTitle(/Rock - Resilience/);
  });
});
