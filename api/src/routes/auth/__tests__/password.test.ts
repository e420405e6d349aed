import { joinProblems, messages } from '@greatstep/shared/isomorphic';
import { sql } from 'drizzle-orm';
import { apiMessages } from '../../../lib/api-messages';
import { KEYED_RULES } from '../../../plugins/external/rate-limit-rules';
import { PASSWORD, signUp, uniqueEmail, type Account } from '../../../testing/accounts';
import { drivers, PUBLIC_URL } from '../../../testing/test-app';
import { useTestApp } from '../../../testing/use-test-app';

const NEW_PASSWORD = 'Fresh456';

describe.each(drivers)('password reset on %s', (driver) => {
  const t = useTestApp(driver);

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
    // Everything a caller could tell them apart by, but the clock: the two answers may fall either side of a second.
    const withoutDate = ({ status, body, headers }: typeof known) => ({
      status,
      body,
      headers: { ...headers, date: 0 },
    });
    expect(withoutDate(known)).toEqual(withoutDate(stranger));
    expect(known).toMatchObject({ status: 200, body: { success: true, message: apiMessages.resetSent } });
    expect(t.mailer.lastTo(unknown)).toBeUndefined();
    expect(t.mailer.lastTo(account.email)?.html).toContain(`${PUBLIC_URL}/changePassword/`);
  });

  it('answers a known and an unknown e-mail equally fast: the link is stored and mailed after the answer', async () => {
    const account = await signUp(t);
    const unknown = uniqueEmail();
    // Storing a link is what only a known e-mail does; made slow here, it would show in every known answer.
    const SLOW_MS = 400;
    const { db } = t.db.database;
    await db.execute(
      sql.raw(`CREATE FUNCTION slow_reset() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN PERFORM pg_sleep(${SLOW_MS / 1000}); RETURN NEW; END $$`),
    );
    await db.execute(
      sql.raw(`CREATE TRIGGER slow_reset BEFORE INSERT ON password_resets
      FOR EACH ROW EXECUTE FUNCTION slow_reset()`),
    );
    try {
      const answerMs = async (email: string) => {
        const mailsBefore = t.mailer.sent.length;
        const started = performance.now();
        const answer = await t.app.inject({ method: 'POST', url: '/api/auth/resetPassword', payload: { email } });
        const ms = performance.now() - started;
        expect(answer.json()).toEqual({ success: true, message: apiMessages.resetSent });
        // Let a known address's mail go before the next try, as an attacker pacing the calls would.
        for (let i = 0; i < 100 && email === account.email && t.mailer.sent.length === mailsBefore; i += 1)
          await new Promise((resolve) => setTimeout(resolve, 20));
        return ms;
      };
      // The fastest of a few tries, as a timing attack takes it.
      const known: number[] = [];
      const stranger: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        known.push(await answerMs(account.email));
        stranger.push(await answerMs(unknown));
      }
      expect(Math.min(...known)).toBeLessThan(SLOW_MS / 2);
      expect(Math.min(...stranger)).toBeLessThan(SLOW_MS / 2);
      // The link still comes, to the known address only.
      expect(t.mailer.lastTo(account.email)?.text).toContain(`${PUBLIC_URL}/changePassword/`);
      expect(t.mailer.lastTo(unknown)).toBeUndefined();
    } finally {
      await db.execute(sql.raw('DROP TRIGGER slow_reset ON password_resets'));
      await db.execute(sql.raw('DROP FUNCTION slow_reset()'));
    }
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

  // The page of a dead link learns it when it opens, and opening it uses nothing up.
  it('checks a link without using it: usable until used, then not, like a forged or expired one', async () => {
    const check = (email: string, token: string) =>
      t.call({ method: 'POST', url: '/api/auth/checkResetLink', payload: { email, token } });
    const account = await signUp(t);
    const token = await mailedToken(account);
    for (let look = 0; look < 3; look += 1) {
      expect(await check(account.email, token)).toMatchObject({ status: 200, body: { success: true, usable: true } });
    }
    expect((await change(account.email, token)).status).toBe(200);
    const dead = { status: 200, body: { success: true, usable: false, message: apiMessages.resetInvalid } };
    expect(await check(account.email, token)).toMatchObject(dead);
    expect(await check((await signUp(t)).email, token)).toMatchObject(dead);
    expect(await check(account.email, 'forged')).toMatchObject(dead);
    expect((await check('not an e-mail', token)).status).toBe(400);

    const later = await signUp(t);
    const laterToken = await mailedToken(later);
    t.clock.advanceMinutes(30);
    expect(await check(later.email, laterToken)).toMatchObject(dead);
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
  // Once, 25 reset mails reached one person within a second, and all 25 links worked.
  it('mails one reset link a minute, however many requests come at once, and a newer link cancels the older', async () => {
    const account = await signUp(t);
    const mails = () => t.mailer.sent.filter((mail) => mail.to === account.email).length;
    const before = mails();
    // From 20 networks (the per-address ceiling of the call), so that no call limit is what holds them back.
    const answers = await Promise.all(
      Array.from({ length: KEYED_RULES.resetPassword.perKey.max }, (_, network) =>
        t.call({
          method: 'POST',
          url: '/api/auth/resetPassword',
          payload: { email: account.email, url: 'x' },
          remoteAddress: `10.1.${network}.1`,
        }),
      ),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(mails()).toBe(before + 1);
    const first = /changePassword\/[^/]+\/([\w-]+)/.exec(t.mailer.lastTo(account.email)?.text ?? '')?.[1] ?? '';

    t.clock.advanceMinutes(1.5);
    const second = await mailedToken(account);
    expect(mails()).toBe(before + 2);
    expect(second).not.toBe(first);
    expect(await change(account.email, first)).toMatchObject({
      status: 400,
      body: { success: false, message: apiMessages.resetInvalid },
    });
    expect((await change(account.email, second)).status).toBe(200);
  });
});
