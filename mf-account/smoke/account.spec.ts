// The account remote's smoke journeys: `npm run verify:remote -- account=<url>` and `npm run remote -- release`
// run this folder against the built site with that bundle in place of ours, and the whole suite (npm run test:e2e)
// runs it with the rest. They belong to the team that owns the remote: a change of its pages updates them here,
// through the shared fixtures of e2e/support (docs/TESTING.md#smoke-journeys).
import type { Page } from '@playwright/test';
import {
  PASSWORD,
  signInThroughPage,
  signUpViaApi,
  uniqueEmail,
  uniqueMobile,
  withPaymentFormSet,
} from '../../e2e/support/accounts';
import { axeViolations } from '../../e2e/support/axe';
import { WCAG_21_AA, expect, expectInNav, expectNavbar, mainHeading, navLink, test } from '../../e2e/support/fixtures';
import { latestCode } from '../../e2e/support/outbox';

/** Its pages in the route table (docs/PRODUCT.md#route-table), each inside the shell's layout. */
const screens: ReadonlyArray<[path: string, heading: string]> = [
  ['/signin', 'Sign In'],
  ['/signup', 'Sign Up'],
  ['/resetPassword', 'Reset Password'],
  ['/changePassword/someone%40example.com/a1b2c3', 'New Password'],
  ['/profile', 'Sign In'],
  ['/payment', 'Sign In'],
  ['/organisers', 'Sign In'],
  ['/organisers/registrations?state=pending', 'Sign In'],
  ['/organisers/teams/Mine_CS', 'Sign In'],
];

for (const [path, heading] of screens) {
  test(`${path} shows its screen in the layout`, async ({ page }) => {
    await page.goto(path);
    await expect(mainHeading(page)).toHaveText(heading);
    await expectNavbar(page);
    await expect(page.getByRole('contentinfo')).toContainText('greatstept@gmail.com');
  });
}

async function typeCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Digit 1 of 5' }).click();
  await page.keyboard.type(code);
}

/** A code that is not the mailed one. */
const wrongCodeFor = (code: string) => String(((Number(code) - 10_000 + 1) % 90_000) + 10_000);

test.describe('account journeys', () => {
  // A wrong code or password is answered 400/401, which Chromium logs as a failed resource: expected here.
  test.use({ allowConsoleErrors: true });
  // Whole journeys through several screens, with argon2 hashing on a shared two-core machine.
  test.slow();

  // The steps and their answers are the same at every size (each screen passes axe at both below): once, on the phone.
  test('sign up in three steps with the mailed code, a wrong one first', { tag: '@one-size' }, async ({ page }) => {
    const email = uniqueEmail('signup');
    await page.goto('/signup');
    await expect(mainHeading(page)).toHaveText('Sign Up');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByLabel('First Name').fill('Asha');
    await page.getByLabel('Last Name').fill('Rao');
    await page.getByRole('combobox', { name: 'College' }).fill('Technology Kharagpur');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('combobox', { name: 'College' })).toHaveValue(
      'Indian Institute of Technology Kharagpur',
    );
    await page.getByLabel('Year of Graduation').fill('2026');
    await page.getByLabel('Mobile Number').fill(uniqueMobile());
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page.getByRole('form', { name: 'Step 3 of 3: email verification' })).toBeVisible();
    const code = await latestCode(email);
    await expect(page.getByRole('button', { name: 'Resend code' })).toBeDisabled();
    await expect(page.getByText(/You can ask for a new code in \d+ s\./)).toBeVisible();

    await typeCode(page, wrongCodeFor(code));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('group', { name: 'Verification code' })).toContainText('Incorrect otp');

    await typeCode(page, code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(mainHeading(page)).toHaveText('Sign In');
    await expect(page.getByText('Registration Successfull, Now login')).toBeVisible();

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Login Successfull')).toBeVisible();
    await expectInNav(page, 'Profile');
  });

  test(
    'sign in, see the profile, log out: the old token is refused',
    { tag: '@one-size' },
    async ({ page, request }) => {
      const account = await signUpViaApi(request, { firstName: 'Meera', lastName: 'Iyer' });
      await signInThroughPage(page, account.email, 'Wrong123');
      await expect(page.getByText('Invalid email or password').first()).toBeVisible();
      await expectInNav(page, 'SignIn');

      await page.getByLabel('Password').fill(account.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(mainHeading(page)).toHaveText('Home');
      await (await navLink(page, 'Profile')).click();

      await expect(mainHeading(page)).toHaveText('Profile');
      await expect(page.getByText('Meera Iyer')).toBeVisible();
      await expect(page.getByRole('row', { name: /^Email/ })).toContainText(account.email);
      await expect(page.getByRole('row', { name: /^College/ })).toContainText(
        'Indian Institute of Technology Kharagpur',
      );
      await expect(page.getByText('You have not registered for any event yet.')).toBeVisible();
      const token = await page.evaluate(
        () => (JSON.parse(localStorage.getItem('curUser') ?? '{}') as { token?: string }).token,
      );
      expect(token).toBeTruthy();

      await page.getByRole('button', { name: 'Logout' }).click();
      await expect(mainHeading(page)).toHaveText('Sign In');
      await expectInNav(page, 'SignIn');
      const refused = await request.get(`/api/auth/updateUser/${encodeURIComponent(account.email)}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(refused.status()).toBe(401);
    },
  );
});

test.describe(() => {
  // It ends with an axe check of its own: the fixture's would run axe again on the same screen.
  test.use({ axeAtEnd: false });

  /** The bar the account pages must clear on every screen size: WCAG 2.1 A and AA. */
  const seriousViolations = (page: Page) => axeViolations(page, { tags: WCAG_21_AA });

  test('sign-up step 2 with its college list open, profile and payment pass axe', async ({ page, request }) => {
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
});
