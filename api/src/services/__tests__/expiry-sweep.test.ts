import { messages } from '@greatstep/shared/isomorphic';
import { createTeam, PASSWORD, signUp, uniqueEmail } from '../../testing/accounts';
import { keyedCall } from '../../testing/keyed-calls';
import { drivers } from '../../testing/test-app';
import { useTestApp } from '../../testing/use-test-app';

describe.each(drivers)('the expiry sweep on %s', (driver) => {
  const t = useTestApp(driver);

  it('deletes expired sessions, e-mail codes and reset links, and nothing that still works', async () => {
    const account = await signUp(t);
    await t.call({ method: 'POST', url: '/api/auth/sendEmail', payload: { email: uniqueEmail() } });
    await t.call({ method: 'POST', url: '/api/auth/resetPassword', payload: { email: account.email } });

    expect(await t.app.sweepExpired()).toEqual({
      sessions: 0,
      emailCodes: 0,
      passwordResets: 0,
      teamLinks: 0,
      rateLimits: 0,
      remoteHealth: 0,
      idempotencyKeys: 0,
    });
    expect(
      (await t.call({ method: 'GET', url: `/api/auth/updateUser/${account.email}`, token: account.token })).status,
    ).toBe(200);

    // Codes live 10 minutes and reset links 30; sessions 30 days. Rate-limit counts live 15 minutes, and the
    // mark of a network where the account signed in 30 days.
    t.clock.advanceMinutes(31);
    const swept = await t.app.sweepExpired();
    expect(swept).toMatchObject({ sessions: 0, emailCodes: 1, passwordResets: 1, teamLinks: 0 });
    expect(swept.rateLimits).toBeGreaterThan(0);
    expect(
      (await t.call({ method: 'GET', url: `/api/auth/updateUser/${account.email}`, token: account.token })).status,
    ).toBe(200);

    t.clock.advanceMinutes(30 * 24 * 60);
    // The mark of the network, and the hourly mail budgets of the two addresses that were mailed.
    expect(await t.app.sweepExpired()).toEqual({
      sessions: 1,
      emailCodes: 0,
      passwordResets: 0,
      teamLinks: 0,
      rateLimits: 3,
      remoteHealth: 0,
      idempotencyKeys: 0,
    });
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
    expect(await t.app.sweepExpired()).toMatchObject({ passwordResets: 1, teamLinks: 0 });
  });

  it('deletes team links past their expiry, used or not, and keeps the live ones', async () => {
    const leader = await signUp(t);
    const [stays, leaves] = [await signUp(t), await signUp(t)];
    const teamId = await createTeam(t, leader, 'Mine_CS');
    let leaderToken = leader.token;
    const add = (who: { email: string }) =>
      t.call({
        method: 'POST',
        url: '/api/auth/team/addMembers',
        token: leaderToken,
        payload: { team_id: teamId, memberEmail: who.email },
      });
    await add(stays);
    await add(leaves);
    const token = /team\/leave\/([\w-]+)/.exec(t.mailer.lastTo(leaves.email)?.text ?? '')?.[1];
    expect((await t.call({ method: 'POST', url: '/api/auth/team/leaveByLink', payload: { token } })).status).toBe(200);
    // The departure leaves an invitation (7 days) beside the two leave links (30 days).
    expect((await add(leaves)).status).toBe(202);

    expect(await t.app.sweepExpired()).toMatchObject({ teamLinks: 0 });
    t.clock.advanceMinutes(7 * 24 * 60 + 1);
    expect(await t.app.sweepExpired()).toMatchObject({ teamLinks: 1 });
    t.clock.advanceMinutes(23 * 24 * 60);
    expect(await t.app.sweepExpired()).toMatchObject({ teamLinks: 2 });
    // Sessions last 30 days too: the leader signs in again.
    const login = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: leader.email, password: PASSWORD },
    });
    leaderToken = login.body.token as string;
    // What the links were about stays: the departure still keeps the leader from adding them back.
    expect((await add(leaves)).status).toBe(202);
  });

  it('deletes Idempotency-Keys and their answers after a day: a repeat that late is a new call', async () => {
    const player = await signUp(t);
    const guess = keyedCall(t, {
      method: 'POST',
      url: '/api/events/addNewEntry',
      token: player.token,
      payload: { userId: player.user._id, guess: 'mine geology' },
    });
    expect((await guess()).status).toBe(201);
    t.clock.advanceMinutes(24 * 60 - 1);
    expect(await t.app.sweepExpired()).toMatchObject({ idempotencyKeys: 0 });
    expect(await guess()).toMatchObject({ status: 201, headers: { 'idempotency-replayed': 'true' } });

    t.clock.advanceMinutes(2);
    expect(await t.app.sweepExpired()).toMatchObject({ idempotencyKeys: 1 });
    expect(await guess()).toMatchObject({ status: 409, body: { success: false, message: messages.guessChange } });
  });
});
