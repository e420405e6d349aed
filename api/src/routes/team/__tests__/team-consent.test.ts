import { teamLinkMessages, type Team } from '@greatstep/shared/isomorphic';
import { apiMessages } from '../../../lib/api-messages';
import { INVITATION_DAYS, LEAVE_LINK_DAYS } from '../../../services/team-links';
import { PASSWORD, signUp, type Account } from '../../../testing/accounts';
import { teamCalls } from '../../../testing/team-calls';
import { drivers, PUBLIC_URL } from '../../../testing/test-app';
import { useTestApp } from '../../../testing/use-test-app';

// Nobody can be kept out of an event against their will. Safety_Hunt: teams of 3.
const EVENT = 'Safety_Hunt';

describe.each(drivers)('consent to be in a team on %s', (driver) => {
  const t = useTestApp(driver);

  const calls = teamCalls(() => t, EVENT);
  const { createTeam, addMember, removeMember } = calls;
  const myTeam = async (who: Account, event = EVENT) => (await calls.myTeam(who, event)).body.team as Team | null;
  const leaveByLink = (token: string | undefined) =>
    t.call({ method: 'POST', url: '/api/auth/team/leaveByLink', payload: { token } });
  const acceptInvite = (token: string | undefined) =>
    t.call({ method: 'POST', url: '/api/auth/team/acceptInvite', payload: { token } });

  async function signIn(who: Account): Promise<Account> {
    const login = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: who.email, password: PASSWORD },
    });
    return { ...who, token: login.body.token as string };
  }

  async function teamOf(leader: Account): Promise<Team> {
    const created = await createTeam(leader);
    expect(created.status).toBe(201);
    return created.body.team as Team;
  }

  /** A leader's team and a member who was added, left of their own accord, and was then invited back by an add. */
  async function invitedBack(member: Account): Promise<{ leader: Account; team: Team }> {
    const leader = await signUp(t);
    const team = await teamOf(leader);
    await addMember(leader, team._id, member.email);
    await removeMember(member, team._id, member.user._id);
    await addMember(leader, team._id, member.email);
    return { leader, team };
  }

  /** The token of the latest mail to `to` that carries a team link of this kind. */
  function mailedToken(to: Account, page: 'leave' | 'join'): string | undefined {
    // The latest mail to them that carries such a link (a removal notice, say, carries none).
    const link = new RegExp(`${PUBLIC_URL}/great-step/events/team/${page}/([\\w-]{43})\\b`);
    const texts = t.mailer.sent.filter((mail) => mail.to === to.email).map((mail) => mail.text);
    return texts
      .reverse()
      .map((text) => link.exec(text)?.[1])
      .find(Boolean);
  }

  const mailsTo = (who: Account) => t.mailer.sent.filter((mail) => mail.to === who.email).length;

  it('does not let a leader put back someone who left: it invites them, and only their acceptance adds them', async () => {
    const leader = await signUp(t, { firstName: 'Lead', lastName: 'One' });
    const member = await signUp(t);
    const team = await teamOf(leader);
    expect((await addMember(leader, team._id, member.email)).status).toBe(200);
    expect((await removeMember(member, team._id, member.user._id)).status).toBe(200);

    const again = await addMember(leader, team._id, member.email);
    expect(again).toMatchObject({
      status: 202,
      body: { success: true, message: teamLinkMessages.invitationSent, team: { _id: team._id, members: [] } },
    });
    expect(await myTeam(member)).toBeNull();
    const mail = t.mailer.lastTo(member.email);
    expect(mail?.subject).toBe('Lead One invites you back to their team for Safety Hunt');
    expect(mail?.text).toContain(`works once, for ${INVITATION_DAYS} days`);

    // Still out, so free to register on their own.
    expect((await createTeam(member, 'Mine_CS')).status).toBe(201);
    expect(await myTeam(member)).toBeNull();

    expect(await acceptInvite(mailedToken(member, 'join'))).toEqual({
      status: 200,
      body: { success: true, message: teamLinkMessages.joined, event: EVENT },
      headers: expect.anything(),
    });
    expect(await myTeam(member)).toMatchObject({ _id: team._id, members: [{ _id: member.user._id }] });
  });

  it('mails everyone added a notice whose link takes them out without signing in, once', async () => {
    const leader = await signUp(t, { firstName: 'Lead', lastName: 'Two' });
    const member = await signUp(t);
    const team = await teamOf(leader);
    expect((await addMember(leader, team._id, member.email)).body.message).toBe(apiMessages.memberAdded);
    const mail = t.mailer.lastTo(member.email);
    expect(mail?.subject).toBe('You were added to a team for Safety Hunt');
    expect(mail?.text).toContain('Lead Two added you to their team for Safety Hunt');
    expect(mail?.text).toContain(`works once, for ${LEAVE_LINK_DAYS} days`);
    const token = mailedToken(member, 'leave');

    expect(await leaveByLink(token)).toMatchObject({
      status: 200,
      body: { success: true, message: teamLinkMessages.left, event: EVENT },
    });
    expect(await myTeam(member)).toBeNull();
    expect(await leaveByLink(token)).toMatchObject({
      status: 409,
      body: { success: false, message: teamLinkMessages.linkUsed },
    });

    // Leaving by the link is a departure like any other: the leader can only invite them back.
    expect(await addMember(leader, team._id, member.email)).toMatchObject({
      status: 202,
      body: { message: teamLinkMessages.invitationSent },
    });
    expect(await myTeam(member)).toBeNull();
    expect((await createTeam(member)).status).toBe(201);
  });

  // The mailed page once did not say which team and event it was about.
  it('tells what a link is about without using it, and says at once when it is used or expired', async () => {
    const leader = await signUp(t, { firstName: 'Lead', lastName: 'Two' });
    const member = await signUp(t);
    const team = await teamOf(leader);
    await addMember(leader, team._id, member.email);
    const token = mailedToken(member, 'leave');
    const details = () => t.call({ method: 'POST', url: '/api/auth/team/linkDetails', payload: { token } });

    for (let look = 0; look < 2; look += 1) {
      expect(await details()).toMatchObject({
        status: 200,
        body: { success: true, kind: 'leave', event: EVENT, eventName: 'Safety Hunt', leaderName: 'Lead Two' },
      });
    }
    expect((await leaveByLink(token)).status).toBe(200);
    expect(await details()).toMatchObject({
      status: 409,
      body: { success: false, message: teamLinkMessages.linkUsed },
    });

    await addMember(leader, team._id, (await signUp(t)).email);
    const later = await signUp(t);
    await addMember(leader, team._id, later.email);
    t.clock.advanceMinutes((LEAVE_LINK_DAYS + 1) * 24 * 60);
    expect(
      await t.call({
        method: 'POST',
        url: '/api/auth/team/linkDetails',
        payload: { token: mailedToken(later, 'leave') },
      }),
    ).toMatchObject({ status: 400, body: { success: false, message: teamLinkMessages.linkExpired } });
    expect(
      await t.call({ method: 'POST', url: '/api/auth/team/linkDetails', payload: { token: 'x'.repeat(43) } }),
    ).toMatchObject({ status: 404, body: { success: false, message: teamLinkMessages.linkInvalid } });
  });

  it('lets a leader add back someone they removed: only a departure of one’s own needs consent', async () => {
    const leader = await signUp(t);
    const member = await signUp(t);
    const team = await teamOf(leader);
    await addMember(leader, team._id, member.email);
    expect((await removeMember(leader, team._id, member.user._id)).status).toBe(200);
    expect(await addMember(leader, team._id, member.email)).toMatchObject({
      status: 200,
      body: { message: apiMessages.memberAdded, team: { members: [{ _id: member.user._id }] } },
    });
    // The notice's link still works for the latest add: within the hour it was not mailed again.
    expect((await leaveByLink(mailedToken(member, 'leave'))).status).toBe(200);
  });

  it('mails one invitation an hour however often the leader presses Add', async () => {
    const member = await signUp(t);
    const { leader, team } = await invitedBack(member);
    const mails = mailsTo(member);
    const first = mailedToken(member, 'join');

    expect(await addMember(leader, team._id, member.email)).toMatchObject({
      status: 202,
      body: { success: true, message: teamLinkMessages.invitationAlreadySent },
    });
    expect(mailsTo(member)).toBe(mails);

    t.clock.advanceMinutes(61);
    expect((await addMember(leader, team._id, member.email)).body.message).toBe(teamLinkMessages.invitationSent);
    expect(mailsTo(member)).toBe(mails + 1);
    expect(await acceptInvite(first)).toMatchObject({ status: 404, body: { message: teamLinkMessages.linkInvalid } });
    expect((await acceptInvite(mailedToken(member, 'join'))).status).toBe(200);
  });

  it('keeps the team rules when an invitation is accepted, and the link works again once they are met', async () => {
    const [member, b, c] = [await signUp(t), await signUp(t), await signUp(t)];
    const { leader, team } = await invitedBack(member);
    const invitation = mailedToken(member, 'join');
    await addMember(leader, team._id, b.email);
    await addMember(leader, team._id, c.email);

    expect(await acceptInvite(invitation)).toMatchObject({ status: 409, body: { message: apiMessages.teamFull } });
    await removeMember(leader, team._id, c.user._id);

    const rival = await signUp(t);
    const rivalTeam = await teamOf(rival);
    await addMember(rival, rivalTeam._id, member.email);
    expect(await acceptInvite(invitation)).toMatchObject({
      status: 409,
      body: { message: apiMessages.alreadyInTeamForEvent },
    });
    expect((await leaveByLink(mailedToken(member, 'leave'))).status).toBe(200);

    expect((await acceptInvite(invitation)).status).toBe(200);
    expect(await acceptInvite(invitation)).toMatchObject({ status: 409, body: { message: teamLinkMessages.linkUsed } });
    expect((await myTeam(member))?._id).toBe(team._id);
  });

  it('refuses unknown, malformed, expired and mixed-up links with a message', async () => {
    const leader = await signUp(t);
    const member = await signUp(t);
    const team = await teamOf(leader);
    await addMember(leader, team._id, member.email);
    const leaveToken = mailedToken(member, 'leave');

    const unknown = 'A'.repeat(43);
    expect(await leaveByLink(unknown)).toMatchObject({
      status: 404,
      body: { success: false, message: teamLinkMessages.linkInvalid },
    });
    expect(await acceptInvite('not-a-token')).toMatchObject({
      status: 400,
      body: { success: false, message: teamLinkMessages.linkInvalid },
    });
    expect(await acceptInvite(undefined)).toMatchObject({ status: 400, body: { success: false } });
    // A leave link is no invitation.
    expect(await acceptInvite(leaveToken)).toMatchObject({
      status: 404,
      body: { message: teamLinkMessages.linkInvalid },
    });

    t.clock.advanceMinutes(LEAVE_LINK_DAYS * 24 * 60 + 1);
    expect(await leaveByLink(leaveToken)).toMatchObject({
      status: 400,
      body: { success: false, message: teamLinkMessages.linkExpired },
    });
    // Sessions last as long as the link: sign in again to see that the member is still in the team.
    expect((await myTeam(await signIn(member)))?._id).toBe(team._id);
  });

  it('tells a member whom the leader already removed that they are not in the team', async () => {
    const leader = await signUp(t);
    const member = await signUp(t);
    const team = await teamOf(leader);
    await addMember(leader, team._id, member.email);
    const token = mailedToken(member, 'leave');
    await removeMember(leader, team._id, member.user._id);
    expect(await leaveByLink(token)).toMatchObject({ status: 409, body: { message: teamLinkMessages.notInTeam } });
  });

  it('uses a link once even when it is sent twice at the same moment', async () => {
    const member = await signUp(t);
    await invitedBack(member);
    const token = mailedToken(member, 'join');
    const answers = await Promise.all([acceptInvite(token), acceptInvite(token), acceptInvite(token)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    expect(answers.filter((answer) => answer.body.message === teamLinkMessages.linkUsed)).toHaveLength(2);
  });
});
