import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { latestCode } from './outbox';

export const PASSWORD = 'Secret12';

/** An address and a mobile no other test (or earlier run) uses. */
export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}.${Date.now().toString(36)}.${randomBytes(3).toString('hex')}@example.com`;
}

export function uniqueMobile(): string {
  return `9${String(randomBytes(4).readUInt32BE() % 1e9).padStart(9, '0')}`;
}

export interface Account {
  email: string;
  password: string;
  mobile: string;
  firstName: string;
  lastName: string;
}

/** Registers an account through the API with the code from the outbox, as the sign-up page would. */
export async function signUpViaApi(request: APIRequestContext, overrides: Partial<Account> = {}): Promise<Account> {
  const account: Account = {
    email: uniqueEmail(),
    password: PASSWORD,
    mobile: uniqueMobile(),
    firstName: 'Asha',
    lastName: 'Rao',
    ...overrides,
  };
  const sent = await request.post('/api/auth/sendEmail', { data: { email: account.email } });
  if (!sent.ok()) throw new Error(`sendEmail answered ${sent.status()}: ${await sent.text()}`);
  const registered = await request.post('/api/auth/register', {
    data: {
      email: account.email,
      password: account.password,
      cpassword: account.password,
      referral: '',
      firstName: account.firstName,
      lastName: account.lastName,
      college: 1,
      otherCollege: '',
      year: '2026',
      mobile: account.mobile,
      code: await latestCode(account.email),
    },
  });
  if (!registered.ok()) throw new Error(`register answered ${registered.status()}: ${await registered.text()}`);
  return account;
}
