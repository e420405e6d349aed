import { PASSWORD, signUp, uniqueEmail } from '../../testing/accounts';
import { createTestApp, drivers, type TestApp } from '../../testing/test-app';

describe.each(drivers)('the expiry sweep on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());

  it('deletes expired sessions, e-mail codes and reset links, and nothing that still works', async () => {
    const account = await signUp(t);
    await t.call({ method: 'POST', url: '/api/auth/sendEmail', payload: { email: uniqueEmail() } });
    await t.call({ method: 'POST', url: '/api/auth/resetPassword', payload: { email: account.email } });

    expect(await t.app.sweepExpired()).toEqual({ sessions: 0, emailCodes: 0, passwordResets: 0, rateLimits: 0 });
    expect(
      (await t.call({ method: 'GET', url: `/api/auth/updateUser/${account.email}`, token: account.token })).status,
    ).toBe(200);

    // Codes live 10 minutes and reset links 30; sessions 30 days. Rate-limit counts live 15 minutes, and the
    // mark of a network where the account signed in 30 days.
    t.clock.advanceMinutes(31);
    const swept = await t.app.sweepExpired();
    expect(swept).toMatchObject({ sessions: 0, emailCodes: 1, passwordResets: 1 });
    expect(swept.rateLimits).toBeGreaterThan(0);
    expect(
      (await t.call({ method: 'GET', url: `/api/auth/updateUser/${account.email}`, token: account.token })).status,
    ).toBe(200);

    t.clock.advanceMinutes(30 * 24 * 60);
    expect(await t.app.sweepExpired()).toEqual({ sessions: 1, emailCodes: 0, passwordResets: 0, rateLimits: 1 });
    expect(
      (await t.call({ method: 'GET', url: `/api/auth/updateUser/${account.email}`, token: account.token })).status,
    ).toBe(401);
    // The account itself stays: signing in again works.
    const login = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: PASSWORD },
    });
    expect(login.status).toBe(200);
  });

  it('deletes a used reset link at once', async () => {
    const account = await signUp(t);
    await t.call({ method: 'POST', url: '/api/auth/resetPassword', payload: { email: account.email } });
    const link = /changePassword\/[^/\s]+\/([\w-]+)/.exec(t.mailer.lastTo(account.email)?.text ?? '')?.[1];
    const changed = await t.call({
      method: 'PUT',
      url: '/api/auth/changePassword',
      payload: { email: account.email, token: link, newPassword: 'Newpass1' },
    });
    expect(changed.status).toBe(200);
    expect(await t.app.sweepExpired()).toMatchObject({ passwordResets: 1 });
  });
});
