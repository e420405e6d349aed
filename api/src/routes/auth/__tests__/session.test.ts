import { messages } from '@greatstep/shared/isomorphic';
import { apiMessages } from '../../../lib/api-messages';
import { ARGON2_CONCURRENCY, argon2Load } from '../../../lib/passwords';
import { PASSWORD, signUp, uniqueEmail, uniqueMobile } from '../../../testing/accounts';
import { drivers } from '../../../testing/test-app';
import { useTestApp } from '../../../testing/use-test-app';

describe.each(drivers)('login, sessions and availability on %s', (driver) => {
  const t = useTestApp(driver);

  const login = (email: string, password: string) =>
    t.call({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

  it('logs in with a new token each time and the user without secrets', async () => {
    const account = await signUp(t);
    const first = await login(account.email.toUpperCase(), PASSWORD);
    const second = await login(account.email, PASSWORD);
    expect(first).toMatchObject({ status: 200, body: { success: true, message: messages.loginSuccess } });
    expect(first.body.token).toEqual(expect.stringMatching(/^[\w-]{43}$/));
    expect(second.body.token).not.toBe(first.body.token);
    expect(Object.keys(first.body.user as object).sort()).toEqual([
      '_id',
      'altEmail',
      'altMobile',
      'college',
      'collegeName',
      'email',
      'firstName',
      'lastName',
      'mobile',
      'organiser',
      'otherCollege',
      'payment',
      'userName',
      'verified',
      'year',
    ]);
    expect(first.body.user).toMatchObject({
      organiser: false,
      payment: { state: 'unpaid', reference: null },
      college: 1,
      collegeName: 'Indian Institute of Technology Kharagpur',
    });
  });

  it('answers the same 401 for a wrong password and an unknown e-mail', async () => {
    const account = await signUp(t);
    const wrong = await login(account.email, 'Wrong123');
    const unknown = await login(uniqueEmail(), PASSWORD);
    expect(wrong).toMatchObject({ status: 401, body: { success: false, message: apiMessages.invalidLogin } });
    expect(unknown).toMatchObject({ status: 401, body: { success: false, message: apiMessages.invalidLogin } });
  });

  it('gives the profile and token to the owner only (updateUser)', async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const mine = await t.call({ method: 'GET', url: `/api/auth/updateUser/${owner.email}`, token: owner.token });
    expect(mine).toMatchObject({ status: 200, body: { success: true, token: owner.token, user: owner.user } });

    const bare = await t.call({
      method: 'GET',
      url: `/api/auth/updateUser/${owner.email}`,
      headers: { authorization: owner.token },
    });
    expect(bare.status).toBe(200);

    const theirs = await t.call({ method: 'GET', url: `/api/auth/updateUser/${owner.email}`, token: other.token });
    expect(theirs).toMatchObject({ status: 403, body: { success: false, message: apiMessages.notYourAccount } });
  });

  it('answers every one of more simultaneous logins than hashes may run at once', async () => {
    // Two accounts, so the per-e-mail login limit is not what answers.
    const accounts = [await signUp(t), await signUp(t)];
    const answers = await Promise.all(
      Array.from({ length: ARGON2_CONCURRENCY * 2 + 1 }, (_, i) => login(accounts[i % 2]?.email ?? '', PASSWORD)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    expect(new Set(answers.map((answer) => answer.body.token)).size).toBe(answers.length);
    expect(argon2Load()).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a missing, forged or expired token with 401', async () => {
    const account = await signUp(t);
    const url = `/api/auth/updateUser/${account.email}`;
    expect(await t.call({ method: 'GET', url })).toMatchObject({
      status: 401,
      body: { success: false, message: messages.signInRequired },
    });
    const forged = `${account.token.slice(0, -2)}${account.token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await t.call({ method: 'GET', url, token: forged })).status).toBe(401);
    expect((await t.call({ method: 'GET', url, token: 'x'.repeat(5000) })).status).toBe(401);

    t.clock.advanceMinutes(30 * 24 * 60 + 1);
    expect(await t.call({ method: 'GET', url, token: account.token })).toMatchObject({
      status: 401,
      body: { success: false },
    });
  });

  it('tells whether an e-mail or a mobile is still free', async () => {
    const mobile = uniqueMobile();
    const account = await signUp(t, { mobile });
    expect(await t.call({ method: 'GET', url: `/api/auth/checkEmail/${uniqueEmail()}` })).toMatchObject({
      status: 200,
      body: { success: true },
    });
    expect(await t.call({ method: 'GET', url: `/api/auth/checkEmail/${account.email.toUpperCase()}` })).toMatchObject({
      status: 409,
      body: { success: false, message: apiMessages.emailTaken },
    });
    expect(await t.call({ method: 'GET', url: '/api/auth/checkEmail/nope' })).toMatchObject({
      status: 400,
      body: { success: false, message: messages.enterValidEmail },
    });
    expect(await t.call({ method: 'GET', url: `/api/auth/checkMobile/${uniqueMobile()}` })).toMatchObject({
      status: 200,
      body: { success: true },
    });
    expect(
      await t.call({ method: 'GET', url: `/api/auth/checkMobile/${encodeURIComponent(`+91${mobile}`)}` }),
    ).toMatchObject({
      status: 409,
      body: { success: false, message: apiMessages.mobileTaken },
    });
    expect(await t.call({ method: 'GET', url: '/api/auth/checkMobile/12ab' })).toMatchObject({
      status: 400,
      body: { success: false, message: messages.mobile },
    });
  });
});
