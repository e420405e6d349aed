import { messages } from '@greatstep/shared/isomorphic';
import { apiMessages } from '../../../lib/api-messages';
import { DEVICE_COOKIE } from '../../../lib/device-cookie';
import { PASSWORD, signUp, uniqueEmail } from '../../../testing/accounts';
import { drivers } from '../../../testing/test-app';
import { useTestApp } from '../../../testing/use-test-app';

// One address for everybody: the fest desk, or a hostel behind one NAT.
const DESK = '198.51.100.20';
const NEW_PASSWORD = 'Fresh456';

/** The `name=value` pair of the device cookie a login answer set, ready to send back. */
function deviceCookieOf(headers: Record<string, unknown>): string {
  const setCookie = ([] as unknown[]).concat(headers['set-cookie'] ?? []).map(String);
  const pair = setCookie.find((cookie) => cookie.startsWith(`${DEVICE_COOKIE}=`))?.split(';')[0];
  if (!pair) throw new Error('the login set no device cookie');
  return pair;
}

describe.each(drivers)('many people behind one address, on %s', (driver) => {
  const t = useTestApp(driver);

  const login = (email: string, password: string, cookie?: string) =>
    t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress: DESK,
      headers: cookie ? { cookie } : {},
    });

  it('keeps signing in and sign-up codes working after 300 junk bodies from the address', async () => {
    const account = await signUp(t);
    for (let i = 0; i < 300; i += 1) {
      const junk = await t.call({ method: 'POST', url: '/api/auth/login', payload: {}, remoteAddress: DESK });
      expect(junk.status).toBe(400);
    }
    for (let i = 0; i < 301; i += 1) {
      const junk = await t.call({ method: 'POST', url: '/api/auth/sendEmail', payload: {}, remoteAddress: DESK });
      expect(junk.status).toBe(400);
    }
    expect(await login(account.email, PASSWORD)).toMatchObject({
      status: 200,
      body: { success: true, message: messages.loginSuccess },
    });
    const newcomer = uniqueEmail('newcomer');
    const code = await t.call({
      method: 'POST',
      url: '/api/auth/sendEmail',
      payload: { email: newcomer },
      remoteAddress: DESK,
    });
    expect(code.status).toBe(200);
    expect(t.mailer.lastTo(newcomer)).toBeDefined();
  }, 60_000);

  it("lets the owner's own browser in after strangers on the address set off the account's lock", async () => {
    const account = await signUp(t);
    const first = await login(account.email, PASSWORD);
    expect(first.status).toBe(200);
    const cookie = deviceCookieOf(first.headers);

    const wrong = [];
    for (let i = 0; i < 30; i += 1) wrong.push((await login(account.email, 'Wrong123')).status);
    expect(wrong.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(wrong.slice(10)).toEqual(Array(20).fill(429));

    // A fresh browser on the address is refused even with the right password…
    expect(await login(account.email, PASSWORD)).toMatchObject({
      status: 429,
      body: { success: false, message: apiMessages.tooManyRequests },
    });
    // …while the owner's browser signs in at once.
    expect((await login(account.email, PASSWORD, cookie)).status).toBe(200);
  });

  it('holds a device to its own ten failures, and accepts no cookie made for another account or forged', async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const cookie = deviceCookieOf((await login(owner.email, PASSWORD)).headers);
    for (let i = 0; i < 10; i += 1) expect((await login(owner.email, 'Wrong123', cookie)).status).toBe(401);
    expect((await login(owner.email, PASSWORD, cookie)).status).toBe(429);

    // The owner's cookie does not spare another account: strangers' failures on it still lock it here.
    for (let i = 0; i < 10; i += 1) expect((await login(other.email, 'Wrong123')).status).toBe(401);
    expect((await login(other.email, PASSWORD, cookie)).status).toBe(429);

    // A cookie whose signature does not match counts as none.
    const [name, value = ''] = cookie.split('=');
    const forged = `${name}=${value.slice(0, -2)}${value.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await login(other.email, PASSWORD, forged)).status).toBe(429);
  });

  it('takes the exemption from the cookies issued before a password change, and keeps it for those issued after', async () => {
    const account = await signUp(t);
    const before = deviceCookieOf((await login(account.email, PASSWORD)).headers);

    // The password is changed through a mailed link, as a student who fears a thief has it would.
    await t.call({ method: 'POST', url: '/api/auth/resetPassword', payload: { email: account.email } });
    const token = /changePassword\/[^/\s]+\/([\w-]+)/.exec(t.mailer.lastTo(account.email)?.text ?? '')?.[1];
    if (!token) throw new Error('no reset link mailed');
    const changed = await t.call({
      method: 'PUT',
      url: '/api/auth/changePassword',
      payload: { email: account.email, token, newPassword: NEW_PASSWORD },
    });
    expect(changed.status).toBe(200);
    const after = deviceCookieOf((await login(account.email, NEW_PASSWORD)).headers);

    // Strangers on the address set off the account's lock.
    for (let i = 0; i < 10; i += 1) expect((await login(account.email, 'Wrong123')).status).toBe(401);
    expect((await login(account.email, NEW_PASSWORD)).status).toBe(429);

    // The browser that signed in before the change is now one of them (a thief's would be)…
    expect(await login(account.email, NEW_PASSWORD, before)).toMatchObject({
      status: 429,
      body: { success: false, message: apiMessages.tooManyRequests },
    });
    // …while the one that signed in after it keeps its way in.
    expect(await login(account.email, NEW_PASSWORD, after)).toMatchObject({ status: 200, body: { success: true } });
  });

  it('sets the cookie httpOnly, SameSite=Lax and only for the sign-in calls', async () => {
    const account = await signUp(t);
    const setCookie = String(([] as unknown[]).concat((await login(account.email, PASSWORD)).headers['set-cookie']));
    expect(setCookie).toMatch(new RegExp(`^${DEVICE_COOKIE}=`));
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\/api\/auth/);
    expect(setCookie).toMatch(/Max-Age=15552000/);
  });
});
