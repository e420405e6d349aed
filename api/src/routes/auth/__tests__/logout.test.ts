import { messages } from '@greatstep/shared/isomorphic';
import { apiMessages } from '../../../lib/api-messages';
import { PASSWORD, signUp } from '../../../testing/accounts';
import { drivers } from '../../../testing/test-app';
import { useTestApp } from '../../../testing/use-test-app';

describe.each(drivers)('logout on %s', (driver) => {
  const t = useTestApp(driver);

  const logout = (token?: string) => t.call({ method: 'POST', url: '/api/auth/logout', token });
  const profile = (email: string, token: string) =>
    t.call({ method: 'GET', url: `/api/auth/updateUser/${email}`, token });

  it('ends the session of the token it carries, and only that one', async () => {
    const account = await signUp(t);
    const other = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: PASSWORD },
    });
    const otherToken = other.body.token as string;

    expect(await logout(account.token)).toMatchObject({
      status: 200,
      body: { success: true, message: apiMessages.ok },
    });

    expect(await profile(account.email, account.token)).toMatchObject({
      status: 401,
      body: { success: false, message: messages.signInRequired },
    });
    expect((await profile(account.email, otherToken)).status).toBe(200);
  });

  it('refuses a missing or already ended session with 401', async () => {
    const account = await signUp(t);
    expect(await logout()).toMatchObject({ status: 401, body: { success: false, message: messages.signInRequired } });
    await logout(account.token);
    expect((await logout(account.token)).status).toBe(401);
  });
});
