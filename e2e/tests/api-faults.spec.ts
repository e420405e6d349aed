import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { EVERY_FAULT, injectApiFault, messageFor, NO_ANSWER, type ApiFault } from '../support/api-faults';
import {
  PASSWORD,
  signInAs,
  signUpViaApi,
  uniqueEmail,
  uniqueMobile,
  withPaymentFormSet,
  type Account,
} from '../support/accounts';
import { expect, mainHeading, test } from '../support/fixtures';
import { latestCode, latestLink, latestTeamLink } from '../support/outbox';
import { MAIN_URL } from '../support/servers';

/*
 * The API unreachable, or answering 503, while someone submits a form. Every form must say so in the words
 * it has for no answer (docs/PRODUCT.md#messages), keep everything typed, stay where it is, and work once
 * the API is back. The API's own 503 carries a message, which the page shows as it shows any server message
 * (docs/API.md#answers-and-status-codes); a proxy's 503 page carries none and counts as no answer.
 */

type Kept = Locator | [Locator, string];

/** A form, reached and filled as a user does, with what it must show when the API fails it. */
interface FormCase {
  name: string;
  /** This form's words for no answer (docs/PRODUCT.md#messages). */
  noAnswer: string;
  /** The calls that fail (all of /api by default): the form's own page loads first, with the API up. */
  failing?: string;
  faults?: readonly ApiFault[];
  /** Opens the form and types into it; the page's own loads have finished when it resolves. */
  fill(page: Page, request: APIRequestContext): Promise<void>;
  submit(page: Page): Promise<void>;
  /** False for a page that says the outcome on itself, without a toast. */
  toast?: boolean;
  /** Where the form shows a failure beside its fields (besides the toast). */
  showsInline?(page: Page, message: string): Promise<void>;
  /** What follows a failure before the fields are looked at: a step back, or a check that the form unlocked. */
  afterFailure?(page: Page): Promise<void>;
  /** The form still on screen (a locator), and every field with the value typed into it (a pair). */
  kept(page: Page): Kept[];
  /** The outcome of a submit that the API answers. */
  succeeded(page: Page): Promise<void>;
}

const toasts = (page: Page) => page.getByRole('region', { name: /^Notifications/ });

/** The toast that says `message`: the last one, as an earlier toast may still be leaving. */
const toastSaying = (page: Page, message: string) =>
  toasts(page).getByRole('alert').filter({ hasText: message }).last();

/**
 * The toast of this submit says `message`. A submit dismisses the toasts before it, and one of an earlier fault with
 * the same words may still be leaving: waiting for it to be gone keeps it from answering for this submit.
 */
async function expectToastOfThisSubmit(page: Page, message: string): Promise<void> {
  await expect(toasts(page).getByRole('alert').filter({ hasText: message })).toHaveCount(1);
  await expect(toastSaying(page, message)).toBeVisible();
  await expect(toasts(page).getByText('please wait...')).toHaveCount(0);
}

const escaped = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** The field's error, read out with it (aria-describedby), as a screen reader user hears it. */
const describedBy = (field: Locator, message: string) => expect(field).toHaveAccessibleDescription(escaped(message));

// Sign-up

const signup = {
  email: (page: Page) => page.getByLabel('Email'),
  password: (page: Page) => page.getByLabel('Password', { exact: true }),
  confirm: (page: Page) => page.getByLabel('Confirm Password'),
  referral: (page: Page) => page.getByLabel('Referral Code (optional)'),
  firstName: (page: Page) => page.getByLabel('First Name'),
  lastName: (page: Page) => page.getByLabel('Last Name'),
  college: (page: Page) => page.getByRole('combobox', { name: 'College' }),
  year: (page: Page) => page.getByLabel('Year of Graduation'),
  mobile: (page: Page) => page.getByLabel('Mobile Number'),
  step: (page: Page, name: string) => page.getByRole('form', { name }),
};
const STEP_1 = 'Step 1 of 3: account';
const STEP_2 = 'Step 2 of 3: personal details';
const STEP_3 = 'Step 3 of 3: email verification';
const KHARAGPUR = 'Indian Institute of Technology Kharagpur';

/** What one sign-up test types; the e-mail and mobile are new for each test. */
function newSignUp() {
  return { email: uniqueEmail('fault'), mobile: uniqueMobile(), referral: 'FEST25' };
}
let typed = newSignUp();

async function fillStep1(page: Page): Promise<void> {
  typed = newSignUp();
  await page.goto('/signup');
  await signup.email(page).fill(typed.email);
  await signup.password(page).fill(PASSWORD);
  await signup.confirm(page).fill(PASSWORD);
  await signup.referral(page).fill(typed.referral);
}

const step1Values = (page: Page): Kept[] => [
  [signup.email(page), typed.email],
  [signup.password(page), PASSWORD],
  [signup.confirm(page), PASSWORD],
  [signup.referral(page), typed.referral],
];

async function fillStep2(page: Page): Promise<void> {
  await fillStep1(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await signup.firstName(page).fill('Asha');
  await signup.lastName(page).fill('Rao');
  await signup.college(page).fill('Technology Kharagpur');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(signup.college(page)).toHaveValue(KHARAGPUR);
  await signup.year(page).fill('2026');
  await signup.mobile(page).fill(typed.mobile);
}

const step2Values = (page: Page): Kept[] => [
  [signup.firstName(page), 'Asha'],
  [signup.lastName(page), 'Rao'],
  [signup.college(page), KHARAGPUR],
  [signup.year(page), '2026'],
  [signup.mobile(page), typed.mobile],
];

const codeBoxes = (page: Page) =>
  [1, 2, 3, 4, 5].map((digit) => page.getByRole('textbox', { name: `Digit ${digit} of 5` }));
let code = '';

// Teams

const MINEAC = '/great-step/events/competitions/Mineac';

async function apiPost(request: APIRequestContext, account: Account, url: string, data: object) {
  const response = await request.post(url, { headers: { Authorization: `Bearer ${account.token}` }, data });
  expect(response.ok(), `${url} answered ${response.status()}`).toBe(true);
  return (await response.json()) as { team: { _id: string } };
}

/** A leader registered for Mineac, and another account with `memberToo` already in the team. */
async function teamOnMineac(request: APIRequestContext, memberToo: boolean): Promise<[Account, Account]> {
  const [leader, other] = await Promise.all([
    signUpViaApi(request, { firstName: 'Lead', lastName: 'Fault' }),
    signUpViaApi(request, { firstName: 'Second', lastName: 'Fault' }),
  ]);
  const { team } = await apiPost(request, leader, '/api/auth/team/createTeam', {
    leader_id: leader.user._id,
    event: 'Mineac',
  });
  if (memberToo) {
    await apiPost(request, leader, '/api/auth/team/addMembers', { team_id: team._id, memberEmail: other.email });
  }
  return [leader, other];
}

const teamRow = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Your team', exact: true }).getByRole('row').filter({ hasText: name });

let memberEmail = '';
let accountEmail = '';
const upiId = () => `7${randomBytes(6).readUIntBE(0, 6).toString().padStart(11, '0').slice(-11)}`;
let reference = '';

const GUESS = '/great-step/events/competitions/gth';
const word1 = (page: Page) => page.getByRole('textbox', { name: 'Word 1 (4 letters)' });
const word2 = (page: Page) => page.getByRole('textbox', { name: 'Word 2 (7 letters)' });

const forms: FormCase[] = [
  {
    name: 'sign-up step 1 (the e-mail check)',
    noAnswer: 'Unexpected Error',
    fill: fillStep1,
    submit: (page) => page.getByRole('button', { name: 'Next' }).click(),
    showsInline: (page, message) => describedBy(signup.email(page), message),
    kept: (page) => [signup.step(page, STEP_1), ...step1Values(page)],
    succeeded: (page) => expect(signup.step(page, STEP_2)).toBeVisible(),
  },
  {
    name: 'sign-up step 2 (the mobile check)',
    noAnswer: 'Unexpected Error',
    fill: fillStep2,
    submit: (page) => page.getByRole('button', { name: 'Next' }).click(),
    showsInline: (page, message) => describedBy(signup.mobile(page), message),
    kept: (page) => [signup.step(page, STEP_2), ...step2Values(page)],
    succeeded: (page) => expect(signup.step(page, STEP_3)).toBeVisible(),
  },
  {
    name: 'sign-up step 3 (mailing the code)',
    noAnswer: 'Internal server error',
    // The mobile check passes: the API goes away as the code is asked for, on the way into step 3.
    failing: '**/api/auth/sendEmail',
    fill: fillStep2,
    submit: (page) => page.getByRole('button', { name: 'Next' }).click(),
    showsInline: (page, message) => expect(signup.step(page, STEP_3).getByRole('status')).toHaveText(message),
    // Back, where the details wait to be sent again.
    afterFailure: (page) => page.getByRole('button', { name: 'Back' }).click(),
    kept: (page) => [signup.step(page, STEP_2), ...step2Values(page)],
    succeeded: (page) =>
      expect(signup.step(page, STEP_3).getByRole('status')).toHaveText(
        `A 5 digit code has been sent to ${typed.email}`,
      ),
  },
  {
    name: 'sign-up step 3 (the registration)',
    noAnswer: 'Internal server error',
    async fill(page) {
      await fillStep2(page);
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(signup.step(page, STEP_3).getByRole('status')).toContainText('has been sent');
      code = await latestCode(typed.email);
      await codeBoxes(page)[0]!.click();
      await page.keyboard.type(code);
    },
    submit: (page) => page.getByRole('button', { name: 'Verify' }).click(),
    showsInline: (page, message) => describedBy(page.getByRole('group', { name: 'Verification code' }), message),
    kept: (page) => [
      signup.step(page, STEP_3),
      ...codeBoxes(page).map((box, index): [Locator, string] => [box, code[index]!]),
    ],
    async succeeded(page) {
      await expect(mainHeading(page)).toHaveText('Sign In');
      await expect(toastSaying(page, 'Registration Successfull, Now login')).toBeVisible();
    },
  },
  {
    name: 'sign in',
    noAnswer: 'Internal server error',
    async fill(page, request) {
      const account = await signUpViaApi(request);
      accountEmail = account.email;
      await page.goto('/signin');
      await page.getByLabel('Email').fill(account.email);
      await page.getByLabel('Password').fill(account.password);
    },
    submit: (page) => page.getByRole('button', { name: 'Sign In' }).click(),
    showsInline: (page, message) => describedBy(page.getByRole('form', { name: 'Sign in' }), message),
    kept: (page) => [
      page.getByRole('form', { name: 'Sign in' }),
      [page.getByLabel('Email'), accountEmail],
      [page.getByLabel('Password'), PASSWORD],
    ],
    async succeeded(page) {
      await expect(toastSaying(page, 'Login Successfull')).toBeVisible();
      await expect(mainHeading(page)).toHaveText('Home');
    },
  },
  {
    name: 'forgot password (asking for a reset link)',
    noAnswer: 'Server unreachable',
    async fill(page, request) {
      const account = await signUpViaApi(request);
      accountEmail = account.email;
      await page.goto('/resetPassword');
      await page.getByLabel('Email').fill(account.email);
    },
    submit: (page) => page.getByRole('button', { name: 'Reset' }).click(),
    showsInline: (page, message) => describedBy(page.getByLabel('Email'), message),
    kept: (page) => [[page.getByLabel('Email'), accountEmail]],
    succeeded: (page) =>
      expect(page.getByRole('status').filter({ hasText: /reset the password has been sent/ })).toBeVisible(),
  },
  {
    name: 'new password (from the mailed link)',
    noAnswer: 'Server unreachable',
    async fill(page, request) {
      const account = await signUpViaApi(request);
      const asked = await request.post('/api/auth/resetPassword', {
        data: { email: account.email, url: MAIN_URL },
      });
      expect(asked.ok()).toBe(true);
      const link = new URL(await latestLink(account.email));
      // The page asks whether the link still works as it opens: that answer comes before the API goes.
      const checked = page.waitForResponse('**/api/auth/checkResetLink');
      await page.goto(link.pathname);
      await checked;
      await page.getByRole('textbox', { name: 'New Password' }).fill('Fresh123');
      await page.getByLabel('Confirm Password').fill('Fresh123');
    },
    submit: (page) => page.getByRole('button', { name: 'Change Password' }).click(),
    showsInline: (page, message) => describedBy(page.getByRole('textbox', { name: 'New Password' }), message),
    kept: (page) => [
      [page.getByRole('textbox', { name: 'New Password' }), 'Fresh123'],
      [page.getByLabel('Confirm Password'), 'Fresh123'],
    ],
    async succeeded(page) {
      await expect(toastSaying(page, 'Password changed successfully')).toBeVisible();
      await expect(mainHeading(page)).toHaveText('Sign In');
    },
  },
  {
    name: 'registering for Quiz Spiel (an event whose Register may be tried again)',
    noAnswer: 'Server not reachable',
    // Register unlocks only when the server was not reached (docs/PRODUCT.md#competition-registration): the API's
    // own 503 keeps it locked, as on Mineac below.
    faults: NO_ANSWER,
    afterFailure: (page) => expect(page.getByRole('button', { name: 'Register' })).toBeEnabled(),
    async fill(page, request) {
      await signInAs(page, await signUpViaApi(request));
      await page.goto('/great-step/events/competitions/QS');
      await expect(page.getByRole('button', { name: 'Register' })).toBeEnabled();
    },
    submit: (page) => page.getByRole('button', { name: 'Register' }).click(),
    kept: (page) => [page.getByRole('button', { name: 'Register' })],
    succeeded: (page) =>
      expect(page.getByText('You have successfully registered, check rules for more details')).toBeVisible(),
  },
  {
    name: 'adding a team member',
    noAnswer: 'Server unreachable',
    async fill(page, request) {
      const [leader, member] = await teamOnMineac(request, false);
      memberEmail = member.email;
      await signInAs(page, leader);
      await page.goto(MINEAC);
      await page.getByRole('textbox', { name: "Member's email" }).fill(member.email);
    },
    submit: (page) => page.getByRole('button', { name: 'Add' }).click(),
    kept: (page) => [[page.getByRole('textbox', { name: "Member's email" }), memberEmail]],
    async succeeded(page) {
      await expect(toastSaying(page, 'Member added')).toBeVisible();
      await expect(teamRow(page, 'Second Fault')).toBeVisible();
    },
  },
  {
    name: 'removing a team member',
    noAnswer: 'Server unreachable',
    async fill(page, request) {
      const [leader] = await teamOnMineac(request, true);
      await signInAs(page, leader);
      await page.goto(MINEAC);
      await page.getByRole('button', { name: 'Remove Second Fault' }).click();
    },
    submit: (page) => page.getByRole('button', { name: 'Yes, remove Second Fault' }).click(),
    kept: (page) => [page.getByRole('group', { name: 'Remove Second Fault?' }), teamRow(page, 'Second Fault')],
    succeeded: (page) => expect(teamRow(page, 'Second Fault')).toHaveCount(0),
  },
  {
    name: 'leaving a team by the mailed link',
    // This page has no words of its own in docs/PRODUCT.md#messages: it uses the team actions'.
    noAnswer: 'Server unreachable',
    toast: false,
    async fill(page, request) {
      const [, member] = await teamOnMineac(request, true);
      const link = new URL(await latestTeamLink(member.email, 'leave'));
      await page.goto(link.pathname);
      await expect(page.getByText('Lead Fault added you to their team for Mineac.')).toBeVisible();
    },
    submit: (page) => page.getByRole('button', { name: 'Leave the team' }).click(),
    showsInline: (page, message) => expect(page.getByRole('alert')).toHaveText(message),
    kept: (page) => [page.getByRole('button', { name: 'Leave the team' })],
    succeeded: (page) => expect(page.getByRole('status')).toHaveText('You have left the team for Mineac.'),
  },
  {
    name: 'Guess The Theme',
    noAnswer: 'Internal error',
    async fill(page, request) {
      await signInAs(page, await signUpViaApi(request));
      await page.goto(GUESS);
      await word1(page).fill('mine');
      await word2(page).fill('geology');
    },
    submit: (page) => page.getByRole('button', { name: 'Submit' }).click(),
    kept: (page) => [
      [word1(page), 'mine'],
      [word2(page), 'geology'],
    ],
    async succeeded(page) {
      await expect(page.getByText('Already Responded')).toBeVisible();
      await expect(page.getByText('Your guess: mine geology')).toBeVisible();
    },
  },
  {
    name: "payment's reference (Already paid?)",
    noAnswer: 'Server unreachable',
    async fill(page, request) {
      await withPaymentFormSet(page);
      await signInAs(page, await signUpViaApi(request));
      reference = upiId();
      await page.goto('/payment');
      await page.getByLabel('Payment reference').fill(reference);
    },
    submit: (page) => page.getByRole('button', { name: 'Submit reference' }).click(),
    showsInline: (page, message) => describedBy(page.getByLabel('Payment reference'), message),
    kept: (page) => [[page.getByLabel('Payment reference'), reference]],
    async succeeded(page) {
      await expect(toastSaying(page, 'Payment reference saved, an organiser will verify it soon')).toBeVisible();
      await expect(page.getByLabel('Payment reference')).toHaveValue('');
    },
  },
];

async function expectKept(kept: Kept[]): Promise<void> {
  for (const entry of kept) {
    const [locator, value] = Array.isArray(entry) ? entry : [entry];
    await expect(locator).toBeVisible();
    if (value !== undefined) await expect(locator).toHaveValue(value);
  }
}

test.describe('a form whose call the API fails', () => {
  // Every refused or aborted call is logged by Chromium as a failed resource: the point of these tests.
  test.use({ allowConsoleErrors: true });

  for (const form of forms) {
    const faults = form.faults ?? EVERY_FAULT;
    test(`${form.name}: ${faults.join(', ')}`, async ({ page, request }) => {
      // A sign-up or two (argon2 hashing) on a shared two-core machine, and a submit per fault.
      test.slow();
      await form.fill(page, request);
      const url = page.url();

      for (const fault of faults) {
        await test.step(fault, async () => {
          const message = messageFor(fault, form.noAnswer);
          const injected = await injectApiFault(page, fault, form.failing);
          await form.submit(page);
          await expect
            .poll(() => injected.failed, { message: 'the submit reached the failing API' })
            .toBeGreaterThan(0);
          if (form.toast !== false) await expectToastOfThisSubmit(page, message);
          await form.showsInline?.(page, message);
          await form.afterFailure?.(page);
          await expectKept(form.kept(page));
          expect(page.url()).toBe(url);
          await injected.lift();
        });
      }

      await form.submit(page);
      await form.succeeded(page);
    });
  }

  test('Register on Mineac stays locked after a failure; a reload tries again', async ({ page, request }) => {
    test.slow();
    await signInAs(page, await signUpViaApi(request));
    await page.goto(MINEAC);
    const register = page.getByRole('button', { name: 'Register' });
    for (const fault of EVERY_FAULT) {
      await test.step(fault, async () => {
        await expect(register).toBeEnabled();
        const injected = await injectApiFault(page, fault);
        await register.click();
        await expectToastOfThisSubmit(page, messageFor(fault, 'Server not reachable'));
        await expect(register).toBeDisabled();
        await injected.lift();
        await page.reload();
      });
    }
    await register.click();
    await expect(page.getByText('You have successfully registered, check rules for more details')).toBeVisible();
  });
});
