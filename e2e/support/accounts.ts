import type { APIRequestContext, Page } from '@playwright/test';
import { PASSWORD, signUpThrough, type SignedUp } from '@greatstep/shared/testing';
import { latestCode } from './outbox';

export { PASSWORD, uniqueEmail, uniqueMobile } from '@greatstep/shared/testing';

/** The user object of the login answer (docs/API.md#accounts-and-sign-up). */
interface ApiUser {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  college: number;
  otherCollege: string;
  [field: string]: unknown;
}

export type Account = SignedUp<ApiUser>;

export interface SignUpOverrides {
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  college?: number;
  otherCollege?: string;
  year?: string;
  mobile?: string;
  referral?: string;
}

/**
 * Signs a new user up through the API as the sign-up pages do (@greatstep/shared/testing's journey, which the API's
 * tests use too). `outbox` is where the server `request` talks to writes its mail, the main server's by default.
 */
export function signUpViaApi(
  request: APIRequestContext,
  overrides: SignUpOverrides = {},
  outbox?: string,
): Promise<Account> {
  return signUpThrough<ApiUser>(
    {
      post: async (url, data) => {
        const response = await request.post(url, { data });
        const body = (await response.json()) as Record<string, unknown>;
        if (!response.ok() || body.success !== true) {
          throw new Error(`${url} answered ${response.status()}: ${String(body.message)}`);
        }
        return body;
      },
      codeFor: (email) => latestCode(email, outbox),
    },
    { ...overrides },
  );
}

/** The `curUser` record the site keeps in localStorage for a signed-in user (docs/PRODUCT.md#the-stored-user). */
function curUserRecord({ token, user }: Account): Record<string, unknown> {
  return { ...user, token, user, savedDate: new Date().toISOString() };
}

/** Opens the page's next documents as this user, as if they had signed in on the site. */
export async function signInAs(page: Page, account: Account): Promise<void> {
  await page.addInitScript(
    (record) => window.localStorage.setItem('curUser', record),
    JSON.stringify(curUserRecord(account)),
  );
}

/** Signs in through the Sign In page as a visitor does: the fields, then the button. */
export async function signInThroughPage(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * Sign Up's first step with an e-mail that has an account already: the server refuses it, in a toast (and beside the
 * field). The journeys about toasts use it: a refused sign-in is said at its form alone (docs/PRODUCT.md#sign-in).
 */
export async function signUpWithTakenEmail(page: Page, email: string): Promise<void> {
  await page.goto('/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Next' }).click();
}

/** The payment form address organisers would set in account-config.json, answered to this page's requests only. */
export const PAYMENT_FORM_URL = 'https://forms.example.org/greatstep-2025-fee';

export async function withPaymentFormSet(page: Page): Promise<void> {
  await page.route('**/remotes/account/account-config.json', (route) =>
    route.fulfill({ json: { paymentFormUrl: PAYMENT_FORM_URL } }),
  );
}
