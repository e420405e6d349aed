/**
 * A new account through the API as the sign-up pages make one (docs/API.md#accounts-and-sign-up): the code by mail,
 * register, login. The API's tests call it through Fastify's inject, the browser journeys through Playwright's
 * request; each gives its own way to post and to read the mailed code.
 */

export const PASSWORD = 'Secret12';

const randomHex = (bytes: number) =>
  Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** Unique across test processes that share one server: the time, and random bits beside it. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}.${Date.now().toString(36)}.${randomHex(3)}@example.com`;
}

export function uniqueMobile(): string {
  const [digits = 0] = crypto.getRandomValues(new Uint32Array(1));
  return `9${String(digits % 1e9).padStart(9, '0')}`;
}

/** The five-digit code in the text of a verification mail. */
export function codeInMail(text: string, email: string): string {
  const match = /\b(\d{5})\b/.exec(text);
  if (!match?.[1]) throw new Error(`no code mailed to ${email}`);
  return match[1];
}

/** The register call's body, as step 2 of the sign-up page sends it, with a mailed code. */
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

export interface SignUpTransport {
  /** Posts a call and answers its body; throws, with the status and message, unless the call succeeded. */
  post: (url: string, body: object) => Promise<Record<string, unknown>>;
  /** The code of the newest verification mail to the address. */
  codeFor: (email: string) => string | Promise<string>;
}

export interface SignedUp<U> {
  email: string;
  password: string;
  token: string;
  user: U;
}

/** The whole sign-up journey; `overrides` may give the e-mail, the password and any field of the register call. */
export async function signUpThrough<U>(
  transport: SignUpTransport,
  overrides: Record<string, unknown> = {},
): Promise<SignedUp<U>> {
  const email = typeof overrides.email === 'string' ? overrides.email : uniqueEmail();
  const password = typeof overrides.password === 'string' ? overrides.password : PASSWORD;
  await transport.post('/api/auth/sendEmail', { email });
  const code = await transport.codeFor(email);
  await transport.post('/api/auth/register', signupBody(email, code, { ...overrides, email, cpassword: password }));
  const login = await transport.post('/api/auth/login', { email, password });
  return { email, password, token: login.token as string, user: login.user as U };
}
