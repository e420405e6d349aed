import type { Team } from '@greatstep/shared/isomorphic';
import { apiMessages } from '../../../lib/api-messages';
import { createMemoryMailer, type MemoryMailer } from '../../../mail/memory-mailer';
import { MAILS_PER_RECIPIENT } from '../../../mail/recipient-budget';
import { TEAM_CHANGES_PER_LEADER } from '../../../plugins/external/rate-limit-rules';
import { NOTICE_RESEND_MINUTES } from '../../../services/team-links';
import { createTeam, signUp, type Account } from '../../../testing/accounts';
import { teamCalls } from '../../../testing/team-calls';
import { createTestApp, drivers, type TestApp } from '../../../testing/test-app';

// Once, a leader who added and removed one person in a loop, across their teams, mailed that person a
// notice per add (1,056 in 16 s). Teams of 4 in these events.
const EVENTS = ['Geobotics', 'Mine_CS', 'Petro_CS', 'Enviro_CS'] as const;

describe.each(drivers)('team mail abuse on %s', (driver) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(driver);
  });
  afterEach(() => t.close());

  const calls = teamCalls(() => t, EVENTS[0]);
  const noticesTo = (who: Account) =>
    t.mailer.sent.filter((mail) => mail.to === who.email && mail.text.includes('/great-step/events/team/leave/'));

  it('mails one notice per team and person an hour, however often the leader adds and removes them', async () => {
    const leader = await signUp(t);
    const victim = await signUp(t);
    const teams = await Promise.all(EVENTS.map((event) => createTeam(t, leader, event)));
    for (let round = 0; round < 3; round += 1) {
      for (const teamId of teams) {
        expect((await calls.addMember(leader, teamId, victim.email)).status).toBe(200);
        expect((await calls.removeMember(leader, teamId, victim.user._id)).status).toBe(200);
      }
    }
    // 12 adds, 4 teams: one notice each, and each one's leave link still works for the latest add.
    expect(noticesTo(victim)).toHaveLength(EVENTS.length);

    t.clock.advanceMinutes(NOTICE_RESEND_MINUTES + 1);
    expect((await calls.addMember(leader, teams[0]!, victim.email)).status).toBe(200);
    expect(noticesTo(victim)).toHaveLength(EVENTS.length + 1);
  });

  // A removed member was once not told.
  it('mails a member the leader removed, once a team an hour, and nobody who left of their own accord', async () => {
    const leader = await signUp(t);
    const member = await signUp(t);
    const leaver = await signUp(t);
    const teamId = await createTeam(t, leader, EVENTS[0]);
    const removalsTo = (who: Account) =>
      t.mailer.sent.filter((mail) => mail.to === who.email && /removed/.test(mail.subject));
    for (let round = 0; round < 3; round += 1) {
      await calls.addMember(leader, teamId, member.email);
      expect((await calls.removeMember(leader, teamId, member.user._id)).status).toBe(200);
    }
    expect(removalsTo(member)).toHaveLength(1);
    expect(removalsTo(member)[0]).toMatchObject({ subject: 'You were removed from a team for Geobotics' });
    expect(removalsTo(member)[0]?.text).toContain(`${leader.user.firstName} ${leader.user.lastName}`);
    expect(removalsTo(member)[0]?.text).toContain('/great-step/events/competitions/Geobotics');

    await calls.addMember(leader, teamId, leaver.email);
    expect((await calls.removeMember(leaver, teamId, leaver.user._id)).status).toBe(200);
    expect(removalsTo(leaver)).toHaveLength(0);

    t.clock.advanceMinutes(NOTICE_RESEND_MINUTES + 1);
    await calls.addMember(leader, teamId, member.email);
    await calls.removeMember(leader, teamId, member.user._id);
    expect(removalsTo(member)).toHaveLength(2);
  });

  it('lets a re-added person leave by the link of the notice they already have', async () => {
    const leader = await signUp(t);
    const member = await signUp(t);
    const teamId = await createTeam(t, leader, EVENTS[0]);
    await calls.addMember(leader, teamId, member.email);
    const token = /team\/leave\/([\w-]{43})/.exec(noticesTo(member)[0]?.text ?? '')?.[1];
    await calls.removeMember(leader, teamId, member.user._id);
    await calls.addMember(leader, teamId, member.email);

    const left = await t.call({ method: 'POST', url: '/api/auth/team/leaveByLink', payload: { token } });
    expect(left.status).toBe(200);
    expect(((await calls.myTeam(leader)).body.team as Team).members).toEqual([]);
  });

  it('limits the team changes one leader makes, adds and removes together, with 429 and Retry-After', async () => {
    const leader = await signUp(t);
    const member = await signUp(t);
    const teamId = await createTeam(t, leader, EVENTS[0]);
    const statuses: number[] = [];
    for (let change = 0; change < TEAM_CHANGES_PER_LEADER.max; change += 2) {
      statuses.push((await calls.addMember(leader, teamId, member.email)).status);
      statuses.push((await calls.removeMember(leader, teamId, member.user._id)).status);
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
    const refused = await calls.addMember(leader, teamId, member.email);
    expect(refused).toMatchObject({ status: 429, body: { success: false, message: apiMessages.tooManyRequests } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The look-up of an unknown e-mail is refused the same way: the add is no longer an account directory.
    expect((await calls.addMember(leader, teamId, 'nobody@example.com')).status).toBe(429);
    // Another leader is not held by this one's count.
    const other = await signUp(t);
    const otherTeam = await createTeam(t, other, EVENTS[0]);
    expect((await calls.addMember(other, otherTeam, (await signUp(t)).email)).status).toBe(200);
  });

  it('keeps every kind of mail to one address within its hourly budget, codes included', async () => {
    const victim = await signUp(t);
    // Leaders of many teams each add the victim once: every add is a notice of a different team.
    for (let mail = 1; mail < MAILS_PER_RECIPIENT.max; mail += 1) {
      const leader = await signUp(t);
      const teamId = await createTeam(t, leader, EVENTS[mail % EVENTS.length]!);
      await calls.addMember(leader, teamId, victim.email);
      await calls.removeMember(victim, teamId, victim.user._id);
    }
    const budgetSpent = t.mailer.sent.filter((mail) => mail.to === victim.email).length;
    expect(budgetSpent).toBe(MAILS_PER_RECIPIENT.max);

    // The next mail of any kind is refused: a reset link is not sent, a code for that address answers 429.
    await t.call({ method: 'POST', url: '/api/auth/resetPassword', payload: { email: victim.email, url: 'x' } });
    expect(t.mailer.sent.filter((mail) => mail.to === victim.email)).toHaveLength(budgetSpent);
  });

  it('counts sign-up codes in the budget, and answers the code over it with 429 rather than a mail failure', async () => {
    const address = 'fresh.address@example.com';
    // From other networks each time, so only the budget of the address is what runs out.
    const sendCode = (network: number) =>
      t.call({
        method: 'POST',
        url: '/api/auth/sendEmail',
        payload: { email: address },
        remoteAddress: `10.0.${network}.1`,
      });
    for (let code = 0; code < MAILS_PER_RECIPIENT.max; code += 1) {
      expect((await sendCode(code)).status).toBe(200);
      t.clock.advanceMinutes(1.1);
    }
    const refused = await sendCode(MAILS_PER_RECIPIENT.max);
    expect(refused).toMatchObject({ status: 429, body: { success: false, message: apiMessages.mailBudgetSpent } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    t.clock.advanceMinutes(61);
    expect((await sendCode(MAILS_PER_RECIPIENT.max + 1)).status).toBe(200);
  });
});

/** A memory mailer whose sends wait while it is held: a mail server that stopped answering. */
function stallableMailer(): MemoryMailer & { hold: () => void; release: () => void } {
  const inner = createMemoryMailer();
  let held: Promise<void> | null = null;
  let open = () => {};
  return {
    sent: inner.sent,
    lastTo: (address) => inner.lastTo(address),
    async send(message) {
      await held;
      await inner.send(message);
    },
    hold() {
      held = new Promise((resolve) => (open = resolve));
    },
    release() {
      open();
      held = null;
    },
  };
}

describe.each(drivers)('a stalled mail server on %s', (driver) => {
  // The rejoin invitation was once mailed inside the transaction, with the team row locked.
  it('holds no transaction open while an invitation waits for the mail server', async () => {
    const mailer = stallableMailer();
    const t = await createTestApp(driver, {}, mailer);
    try {
      const calls = teamCalls(() => t, EVENTS[0]);
      const leader = await signUp(t);
      const member = await signUp(t);
      const bystander = await signUp(t);
      const teamId = await createTeam(t, leader, EVENTS[0]);
      await calls.addMember(leader, teamId, member.email);
      await calls.removeMember(member, teamId, member.user._id);

      mailer.hold();
      const invitation = calls.addMember(leader, teamId, member.email);
      // While that mail hangs, the team and everybody else's calls answer.
      const others = await Promise.race([
        Promise.all([calls.myTeam(bystander), calls.myTeam(leader)]),
        new Promise<'held'>((resolve) => setTimeout(() => resolve('held'), 3_000)),
      ]);
      expect(others).not.toBe('held');
      mailer.release();
      expect((await invitation).status).toBe(202);
    } finally {
      mailer.release();
      await t.close();
    }
  });
});
