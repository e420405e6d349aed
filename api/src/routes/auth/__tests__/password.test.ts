import { joinProblems, messages } from '@greatstep/shared/isomorphic';
import { apiMessages } from '../../../lib/api-messages';
import { PASSWORD, signUp, uniqueEmail, type Account } from '../../../testing/accounts';
import { createTestApp, drivers, PUBLIC_URL, type TestApp } from '../../../testing/test-app';

const NEW_PASSWORD = 'Fresh456';

describe.each(drivers)('password reset on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());

  const requestReset = (email: string) =>
    t.call({ method: 'POST', url: '/api/auth/resetPassword', payload: { email, url: 'https://evil.example' } });
  const change = (email: string, token: string, newPassword = NEW_PASSWORD) =>
    t.call({ method: 'PUT', url: '/api/auth/changePassword', payload: { email, token, newPassword } });
  const login = (email: string, password: string) =>
    t.call({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  /** Asks for a link and returns its token, checking that the link points at PUBLIC_URL only. */
  async function mailedToken(account: Account): Promise<string> {
    await requestReset(account.email);
    const text = t.mailer.lastTo(account.email)?.text ?? '';
    const prefix = `${PUBLIC_URL}/changePassword/${encodeURIComponent(account.email)}/`;
    const match = new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([\\w-]+)`).exec(text);
    expect(text).not.toContain('evil.example');
    if (!match?.[1]) throw new Error(`no reset link in: ${text}`);
    return match[1];
  }

  it('answers the same for a known and an unknown e-mail, mailing only the known one', async () => {
    const account = await signUp(t);
    const unknown = uniqueEmail();
    const known = await requestReset(account.email);
    const stranger = await requestReset(unknown);
    expect(known).toEqual(stranger);
    expect(known).toMatchObject({ status: 200, body: { success: true, message: apiMessages.resetSent } });
    expect(t.mailer.lastTo(unknown)).toBeUndefined();
    expect(t.mailer.lastTo(account.email)?.html).toContain(`${PUBLIC_URL}/changePassword/`);
  });

  it('changes the password once, ends every session, and refuses the token again', async () => {
    const account = await signUp(t);
    const token = await mailedToken(account);
    expect(await change(account.email, token)).toMatchObject({
      status: 200,
      body: { success: true, message: messages.passwordChanged },
    });
    expect(
      (await t.call({ method: 'GET', url: `/api/auth/updateUser/${account.email}`, token: account.token })).status,
    ).toBe(401);
    expect((await login(account.email, PASSWORD)).status).toBe(401);
    expect((await login(account.email, NEW_PASSWORD)).status).toBe(200);
    expect(await change(account.email, token, 'Another789')).toMatchObject({
      status: 400,
      body: { success: false, message: apiMessages.resetInvalid },
    });
  });

  it('refuses a token after 30 minutes, for another e-mail, or forged', async () => {
    const account = await signUp(t);
    const other = await signUp(t);
    const token = await mailedToken(account);
    expect((await change(other.email, token)).status).toBe(400);
    expect((await change(account.email, `${token}x`)).status).toBe(400);
    t.clock.advanceMinutes(30);
    expect(await change(account.email, token)).toMatchObject({
      status: 400,
      body: { message: apiMessages.resetInvalid },
    });
    expect((await login(account.email, PASSWORD)).status).toBe(200);
  });

  it('lists every failed rule of a weak new password', async () => {
    const account = await signUp(t);
    const token = await mailedToken(account);
    const weak = await change(account.email, token, 'abc');
    expect(weak).toMatchObject({
      status: 400,
      body: {
        success: false,
        message: joinProblems([messages.passwordMin, messages.missingUppercase, messages.missingNumber]),
      },
    });
    // The refused attempt did not use the token up.
    expect((await change(account.email, token)).status).toBe(200);
  });
});
