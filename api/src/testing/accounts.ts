import { randomBytes } from 'node:crypto';
import type { User } from '@greatstep/shared/isomorphic';
import type { TestApp } from './test-app';

export const PASSWORD = 'Secret12';

let counter = 0;

export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}${counter}.${randomBytes(3).toString('hex')}@example.com`;
}

export function uniqueMobile(): string {
  return `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

/**
 * What the sign-up journey needs of an API: its calls, and the mail it sent to an address. A test app is one; so is
 * a server listening for real, with its mail going to an SMTP sink (testing/live-server.ts).
 */
export interface SignUpApi {
  call: TestApp['call'];
  mailer: { lastTo: (address: string) => { text: string } | undefined };
}

/** The five-digit code of the newest verification mail to an address. */
export function mailedCode(t: SignUpApi, email: string): string {
  const text = t.mailer.lastTo(email)?.text ?? '';
  const match = /\b(\d{5})\b/.exec(text);
  if (!match?.[1]) throw new Error(`no code mailed to ${email}`);
  return match[1];
}

export function signupBody(email: string, code: string, overrides: Record<string, unknown> = {}) {
  return {
    email,
    password: PASSWORD,
    cpassword: PASSWORD,
    referral: '',
    firstName: 'Asha',
    lastName: 'Rao',
    college: 1,
    otherCollege: '',
    year: '2026',
    mobile: uniqueMobile(),
    code,
    ...overrides,
  };
}

export interface Account {
  email: string;
  token: string;
  user: User;
}

/** The whole sign-up journey through the API: code by mail, register, login. */
export async function signUp(t: SignUpApi, overrides: Record<string, unknown> = {}): Promise<Account> {
  const email = typeof overrides.email === 'string' ? overrides.email : uniqueEmail();
  const sent = await t.call({ method: 'POST', url: '/api/auth/sendEmail', payload: { email } });
  if (sent.status !== 200) throw new Error(`sendEmail answered ${sent.status}: ${String(sent.body.message)}`);
  const registered = await t.call({
    method: 'POST',
    url: '/api/auth/register',
    payload: signupBody(email, mailedCode(t, email), overrides),
  });
  if (registered.status !== 201)
    throw new Error(`register answered ${registered.status}: ${String(registered.body.message)}`);
  const login = await t.call({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } });
  if (login.status !== 200) throw new Error(`login answered ${login.status}: ${String(login.body.message)}`);
  return { email, token: login.body.token as string, user: login.body.user as User };
}

/** A new team led by the account, for tests about what happens to teams; returns the team's id. */
export async function createTeam(t: Pick<TestApp, 'call'>, leader: Account, event: string): Promise<string> {
  const created = await t.call({
    method: 'POST',
    url: '/api/auth/team/createTeam',
    token: leader.token,
    payload: { leader_id: leader.user._id, event },
  });
  if (created.status !== 201) throw new Error(`createTeam answered ${created.status}: ${String(created.body.message)}`);
  return (created.body.team as { _id: string })._id;
}
