import fs from 'node:fs';
import path from 'node:path';
import { createOutboxReader } from '../outbox';

/** Calls to the API under attack, as a client from a network of its choosing would make them, and their answers. */

export const PASSWORD = 'Attack123';
/** The real user's network, apart from every attacker's. */
export const USER_NETWORK = '198.51.100.7';

export interface Answer {
  status: number;
  message: string;
  ms: number;
}

export async function call(
  base: string,
  method: 'POST' | 'PUT' | 'GET' | 'DELETE',
  url: string,
  body?: unknown,
  from?: string,
  token?: string,
): Promise<Answer & { body: Record<string, unknown> }> {
  const started = performance.now();
  try {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(from ? { 'x-forwarded-for': from } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    const parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    return {
      status: response.status,
      message: typeof parsed.message === 'string' ? parsed.message : '',
      ms: performance.now() - started,
      body: parsed,
    };
  } catch (error) {
    return { status: 0, message: String(error), ms: performance.now() - started, body: {} };
  }
}

export const histogram = (answers: ReadonlyArray<Pick<Answer, 'status'>>) => {
  const counts = new Map<number, number>();
  for (const answer of answers) counts.set(answer.status, (counts.get(answer.status) ?? 0) + 1);
  return [...counts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${count}×${status}`)
    .join(' ');
};
export const ms = (value: number) => `${Math.round(value)} ms`;

export async function signUp(base: string, outboxDir: string, email: string): Promise<void> {
  const sent = await call(base, 'POST', '/api/auth/sendEmail', { email }, USER_NETWORK);
  if (sent.status !== 200) throw new Error(`sendEmail answered ${sent.status} ${sent.message}`);
  const code = await createOutboxReader(outboxDir).codeFor(email);
  const body = {
    email,
    password: PASSWORD,
    cpassword: PASSWORD,
    referral: '',
    firstName: 'Real',
    lastName: 'User',
    college: 1,
    otherCollege: '',
    year: '2026',
    mobile: `9${String(Date.now() % 1e9).padStart(9, '0')}`,
    code,
  };
  const registered = await call(base, 'POST', '/api/auth/register', body, USER_NETWORK);
  if (registered.status !== 201) throw new Error(`register answered ${registered.status} ${registered.message}`);
}

/** The user and token of a login, which must succeed. */
export async function signIn(base: string, email: string): Promise<{ id: string; token: string }> {
  const answer = await call(base, 'POST', '/api/auth/login', { email, password: PASSWORD }, USER_NETWORK);
  const user = answer.body.user as { _id?: string } | undefined;
  if (answer.status !== 200 || typeof answer.body.token !== 'string' || !user?._id) {
    throw new Error(`login answered ${answer.status} ${answer.message}`);
  }
  return { id: user._id, token: answer.body.token };
}

/** Mails in the outbox addressed to `email`. */
export function mailsTo(outboxDir: string, email: string): number {
  const to = new RegExp(`^To:.*${email.replace(/[.+]/g, '\\$&')}`, 'im');
  return fs
    .readdirSync(outboxDir)
    .filter((file) => file.endsWith('.eml') && to.test(fs.readFileSync(path.join(outboxDir, file), 'utf8'))).length;
}
