import { messages } from '@greatstep/shared/isomorphic';
import { apiMessages } from '../../../lib/api-messages';
import { mailedCode, PASSWORD, signUp, signupBody, uniqueEmail } from '../../../testing/accounts';
import { drivers } from '../../../testing/test-app';
import { useTestApp } from '../../../testing/use-test-app';

// The owner's usual network, a stranger's, and a network the owner never used.
const HOME = '198.51.100.7';
const STRANGER = '203.0.113.66';
const NEW_NETWORK = '192.0.2.44';

describe.each(drivers)('a stranger cannot lock a user out, on %s', (driver) => {
  const t = useTestApp(driver);

  const login = (remoteAddress: string, email: string, password: string) =>
    t.call({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

  it("keeps the owner's right password working while a stranger hammers the account", async () => {
    const account = await signUp(t);
    for (let i = 0; i < 10; i += 1) expect((await login(STRANGER, account.email, 'Wrong123')).status).toBe(401);
    const stranger = await login(STRANGER, account.email, 'Wrong123');
    expect(stranger).toMatchObject({ status: 429, body: { success: false, message: apiMessages.tooManyRequests } });
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(0);
    // The stranger's right guess is refused too: the lock is on the stranger's network, not on a password.
    expect((await login(STRANGER, account.email, PASSWORD)).status).toBe(429);

    expect(await login(HOME, account.email, PASSWORD)).toMatchObject({
      status: 200,
      body: { success: true, message: messages.loginSuccess },
    });
    expect((await login(NEW_NETWORK, account.email, PASSWORD)).status).toBe(200);
  });

  it('counts only failed logins: the owner signs in as often as they like', async () => {
    const account = await signUp(t);
    for (let i = 0; i < 15; i += 1) expect((await login(HOME, account.email, PASSWORD)).status).toBe(200);
    for (let i = 0; i < 9; i += 1) expect((await login(HOME, account.email, 'Wrong123')).status).toBe(401);
    expect((await login(HOME, account.email, PASSWORD)).status).toBe(200);
  });

  it('stops a distributed attack at a per-account ceiling that spares the networks the owner signed in from', async () => {
    const account = await signUp(t);
    expect((await login(HOME, account.email, PASSWORD)).status).toBe(200);
    // 100 failures from 10 networks, 10 each: every one a real try of a password.
    for (let n = 0; n < 10; n += 1) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => login(`10.66.${n}.1`, account.email, 'Wrong123')),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(401));
    }
    // The ceiling now holds for every other network, even with the right password…
    expect((await login('10.66.99.1', account.email, 'Wrong123')).status).toBe(429);
    expect((await login(NEW_NETWORK, account.email, PASSWORD)).status).toBe(429);
    // …but not for the owner's usual network.
    expect((await login(HOME, account.email, PASSWORD)).status).toBe(200);
  }, 60_000);

  it('never lets simultaneous guesses from one network past its ten failures', async () => {
    const account = await signUp(t);
    const answers = await Promise.all(Array.from({ length: 30 }, () => login(STRANGER, account.email, 'Wrong123')));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
  });

  it('keeps reset links coming to the owner on their usual network while a stranger asks for many', async () => {
    const account = await signUp(t, {});
    expect((await login(HOME, account.email, PASSWORD)).status).toBe(200);
    const reset = (remoteAddress: string) =>
      t.call({ method: 'POST', url: '/api/auth/resetPassword', payload: { email: account.email }, remoteAddress });
    for (let i = 0; i < 5; i += 1) expect((await reset(STRANGER)).status).toBe(200);
    expect((await reset(STRANGER)).status).toBe(429);
    // Strangers on 3 more networks reach the per-address ceiling of 20 …
    for (let n = 0; n < 3; n += 1) {
      for (let i = 0; i < 5; i += 1) expect((await reset(`10.55.${n}.1`)).status).toBe(200);
    }
    expect((await reset('10.55.9.1')).status).toBe(429);
    // … and the owner still gets a link: one a minute at most (the strangers' requests mailed the owner one, whose
    // link works), so a minute later the owner's own request mails a new one.
    t.clock.advanceMinutes(1.1);
    const sentBefore = t.mailer.sent.length;
    expect(await reset(HOME)).toMatchObject({ status: 200, body: { success: true, message: apiMessages.resetSent } });
    expect(t.mailer.sent.length).toBe(sentBefore + 1);
  });

  it('keeps sign-up codes coming to a newcomer while a stranger asks for theirs', async () => {
    const email = uniqueEmail();
    const send = (remoteAddress: string) =>
      t.call({ method: 'POST', url: '/api/auth/sendEmail', payload: { email }, remoteAddress });
    expect((await send(STRANGER)).status).toBe(200);
    for (let i = 0; i < 4; i += 1) {
      expect(await send(STRANGER)).toMatchObject({ status: 429, body: { message: apiMessages.codeTooSoon } });
    }
    expect(await send(STRANGER)).toMatchObject({ status: 429, body: { message: apiMessages.tooManyRequests } });
    // A minute later (one code per minute per e-mail), the newcomer asks from their own network and signs up.
    t.clock.advanceMinutes(1);
    expect(await send(HOME)).toMatchObject({ status: 200, body: { success: true } });
    const registered = await t.call({
      method: 'POST',
      url: '/api/auth/register',
      payload: signupBody(email, mailedCode(t, email)),
      remoteAddress: HOME,
    });
    expect(registered.status).toBe(201);
  });
});
