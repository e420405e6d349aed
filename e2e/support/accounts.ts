import type { APIRequestContext, Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { latestCode } from './outbox';

export const PASSWORD = 'Secret12';

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

export interface Account {
  email: string;
  password: string;
  token: string;
  user: ApiUser;
}

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

export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}.${Date.now().toString(36)}.${randomBytes(3).toString('hex')}@example.com`;
}

export function uniqueMobile(): string {
  return `9${randomBytes(5).readUIntBE(0, 5).toString().padStart(9, '0').slice(-9)}`;
}

async function post(request: APIRequestContext, url: string, data: object): Promise<Record<string, unknown>> {
  const response = await request.post(url, { data });
  const body = (await response.json()) as Record<string, unknown>;
  if (!response.ok() || body.success !== true) {
    throw new Error(`${url} answered ${response.status()}: ${String(body.message)}`);
  }
  return body;
}

/**
 * Signs a new user up through the API as the sign-up pages do: code by mail, register, login. `outbox` is where the
 * server `request` talks to writes its mail, the main server's by default.
 */
export async function signUpViaApi(
  request: APIRequestContext,
  overrides: SignUpOverrides = {},
  outbox?: string,
): Promise<Account> {
  const { email = uniqueEmail(), password = PASSWORD, ...personal } = overrides;
  await post(request, '/api/auth/sendEmail', { email });
  await post(request, '/api/auth/register', {
    email,
    password,
    cpassword: password,
    referral: '',
    firstName: 'Asha',
    lastName: 'Rao',
    college: 1,
    otherCollege: '',
    year: '2026',
    mobile: uniqueMobile(),
    ...personal,
    code: await latestCode(email, outbox),
  });
  const login = await post(request, '/api/auth/login', { email, password });
  return { email, password, token: login.token as string, user: login.user as ApiUser };
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

/** The payment form address organisers would set in account-config.json, answered to this page's requests only. */
export const PAYMENT_FORM_URL = 'https://forms.example.org/greatstep-2025-fee';

export async function withPaymentFormSet(page: Page): Promise<void> {
  await page.route('**/remotes/account/account-config.json', (route) =>
    route.fulfill({ json: { paymentFormUrl: PAYMENT_FORM_URL } }),
  );
}
