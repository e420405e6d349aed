import { teamLinkMessages, type Team } from '@greatstep/shared/isomorphic';
import { apiMessages } from '../../lib/api-messages';
import { signUp, signupBody, uniqueEmail, type Account } from '../../testing/accounts';
import type { SinkMode } from '../../testing/smtp-sink';
import { drivers, PUBLIC_URL } from '../../testing/test-app';
import { teamCalls } from '../../testing/team-calls';
import { useSmtpApp } from './smtp-app';

/*
 * The mail server refuses (421 try later, 550 no such mailbox) or takes the mail and never answers.
 * For each mail the API sends, the call answers as docs/API.md says (503 "Could not send the email…" when the mail
 * is sent before the answer; the usual answer when it is sent after), nothing that claims a mail went out is left
 * behind, and once the server accepts again the same request works and the mail arrives.
 */
const FAILURES: ReadonlyArray<{ name: string; mode: SinkMode }> = [
  { name: '421 try later', mode: { kind: 'refuse', code: 421 } },
  { name: '550 no such mailbox', mode: { kind: 'refuse', code: 550 } },
  { name: 'a hang', mode: { kind: 'hang' } },
];

// Safety_Hunt: teams of 3, room for the leader, the member under test and one more.
const EVENT = 'Safety_Hunt';
const EVENT_NAME = 'Safety Hunt';

const mailFailed = { status: 503, body: { success: false, message: apiMessages.mailFailed } };

describe.each(drivers)('when the mail server refuses or hangs, on %s', (driver) => {
  const t = useSmtpApp(driver);

  const mailsTo = (email: string) => t.sink.messages.filter((mail) => mail.recipients.includes(email));
  const accept = () => t.sink.answer({ kind: 'accept' });
  afterEach(accept);

  const sendCode = (email: string) => t.call({ method: 'POST', url: '/api/auth/sendEmail', payload: { email } });
  const resetPassword = (email: string) =>
    t.call({ method: 'POST', url: '/api/auth/resetPassword', payload: { email } });
  // The event does not matter here: every call names its team.
  const { addMember, removeMember } = teamCalls(() => t, 'unused');
  const peopleOf = async (teamId: string) => (await t.repos.teams.listPeople(teamId)).map((row) => row.email).sort();

  /** The token of the newest accepted mail to `email` that carries a team link to this page. */
  function mailedTeamToken(email: string, page: 'leave' | 'join'): string {
    const link = new RegExp(`${PUBLIC_URL}/great-step/events/team/${page}/([\\w-]{43})\\b`);
    const token = mailsTo(email)
      .map((mail) => link.exec(mail.text)?.[1])
      .filter(Boolean)
      .at(-1);
    if (!token) throw new Error(`no ${page} link mailed to ${email}`);
    return token;
  }

  /** A leader's new team; `members` are added while the mail server accepts. */
  async function teamWith(...members: Account[]): Promise<{ leader: Account; teamId: string }> {
    const leader = await signUp(t, { firstName: 'Lead', lastName: 'Er' });
    const created = await t.call({
      method: 'POST',
      url: '/api/auth/team/createTeam',
      token: leader.token,
      payload: { leader_id: leader.user._id, event: EVENT },
    });
    const teamId = (created.body.team as Team)._id;
    for (const member of members) expect((await addMember(leader, teamId, member.email)).status).toBe(200);
    return { leader, teamId };
  }

  it('answers a sign-up code it could not mail with 503, keeps no code, and mails one at once when asked again', async () => {
    const email = uniqueEmail('code');
    for (const { name, mode } of FAILURES) {
      t.sink.answer(mode);
      // toEqual: the API's shape and nothing more (no stack, no SMTP detail).
      const before = t.logged.length;
      const answer = await sendCode(email);
      expect({ name, status: answer.status, body: answer.body }).toEqual({ name, ...mailFailed });
      // No code that was never mailed: it would only start the minute's wait before a new one.
      expect(await t.repos.emailCodes.findByEmail(email)).toBeUndefined();
      // The detail goes to the log, for whoever runs the server.
      expect({ name, logged: t.logged.slice(before) }).toEqual({ name, logged: ['request failed'] });
    }
    expect(mailsTo(email)).toEqual([]);

    accept();
    expect(await sendCode(email)).toMatchObject({ status: 200, body: { success: true } });
    const [mail, ...more] = mailsTo(email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Your GreatStep verification code');
    const code = /\b(\d{5})\b/.exec(mail?.text ?? '')?.[1] ?? '';
    const registered = await t.call({ method: 'POST', url: '/api/auth/register', payload: signupBody(email, code) });
    expect(registered).toMatchObject({ status: 201, body: { success: true } });
  });

  it('answers a reset request as always, keeps no link it could not mail, and mails one at once when asked again', async () => {
    const account = await signUp(t);
    // The answer for an address without an account: a failed mail must not make a registered one look different.
    const unknown = await resetPassword(uniqueEmail('nobody'));
    for (const { name, mode } of FAILURES) {
      t.sink.answer(mode);
      const before = t.logged.length;
      const answer = await resetPassword(account.email);
      expect({ name, status: answer.status, body: answer.body }).toEqual({ name, status: 200, body: unknown.body });
      // No stored link that was never mailed: it would hold back the next request for a minute.
      expect(await t.repos.passwordResets.newestCreatedAt(account.user._id)).toBeUndefined();
      expect({ name, logged: t.logged.slice(before) }).toEqual({ name, logged: ['password reset mail failed'] });
    }
    expect(mailsTo(account.email).filter((mail) => mail.subject.includes('password'))).toEqual([]);

    accept();
    const asked = await resetPassword(account.email);
    expect({ status: asked.status, body: asked.body }).toEqual({ status: 200, body: unknown.body });
    const mail = mailsTo(account.email).at(-1);
    expect(mail?.subject).toBe('Reset your GreatStep password');
    const token = new RegExp(`${PUBLIC_URL}/changePassword/[^/\\s]+/([\\w-]+)`).exec(mail?.text ?? '')?.[1] ?? '';
    const changed = await t.call({
      method: 'PUT',
      url: '/api/auth/changePassword',
      payload: { email: account.email, token, newPassword: 'Mended77' },
    });
    expect(changed).toMatchObject({ status: 200, body: { success: true } });
    const login = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: 'Mended77' },
    });
    expect(login.status).toBe(200);
  });

  it('keeps an add whose notice failed, keeps no leave link it did not mail, and mails the notice on the next add', async () => {
    const member = await signUp(t);
    const { leader, teamId } = await teamWith();
    for (const { name, mode } of FAILURES) {
      t.sink.answer(mode);
      const before = t.logged.length;
      // The add stands without its notice (teams-service: the member sees the team on their page and can leave there).
      const added = await addMember(leader, teamId, member.email);
      expect({ name, status: added.status, message: added.body.message }).toEqual({
        name,
        status: 200,
        message: apiMessages.memberAdded,
      });
      expect(await peopleOf(teamId)).toEqual([leader.email, member.email].sort());
      expect(await t.repos.teamLinks.find('leave', teamId, member.user._id)).toBeUndefined();
      expect({ name, logged: t.logged.slice(before) }).toEqual({ name, logged: ['team notice mail failed'] });
      accept();
      expect((await removeMember(leader, teamId, member.user._id)).status).toBe(200);
    }
    expect(mailsTo(member.email).filter((mail) => mail.subject.startsWith('You were added'))).toEqual([]);

    // Within the hour of the failed notices: a notice that was never mailed does not count as sent.
    expect((await addMember(leader, teamId, member.email)).status).toBe(200);
    const notice = mailsTo(member.email).at(-1);
    expect(notice?.subject).toBe(`You were added to a team for ${EVENT_NAME}`);
    expect(notice?.text).toContain('Lead Er added you to their team');
    const left = await t.call({
      method: 'POST',
      url: '/api/auth/team/leaveByLink',
      payload: { token: mailedTeamToken(member.email, 'leave') },
    });
    expect(left).toMatchObject({ status: 200, body: { success: true, message: teamLinkMessages.left } });
    expect(await peopleOf(teamId)).toEqual([leader.email]);
  });

  it('answers 503 to an add whose invitation failed, inviting nobody, and mails the invitation on the next add', async () => {
    const member = await signUp(t);
    const { leader, teamId } = await teamWith(member);
    // Leaving by the notice's link: from then on an add invites them instead (docs/API.md#team-rules).
    const left = await t.call({
      method: 'POST',
      url: '/api/auth/team/leaveByLink',
      payload: { token: mailedTeamToken(member.email, 'leave') },
    });
    expect(left.status).toBe(200);
    for (const { name, mode } of FAILURES) {
      t.sink.answer(mode);
      const answer = await addMember(leader, teamId, member.email);
      expect({ name, status: answer.status, body: answer.body }).toEqual({ name, ...mailFailed });
      expect(await peopleOf(teamId)).toEqual([leader.email]);
      // No invitation that was never mailed: the next add would be told it went out less than an hour ago.
      expect(await t.repos.teamLinks.find('invite', teamId, member.user._id)).toBeUndefined();
    }
    expect(mailsTo(member.email).filter((mail) => mail.subject.includes('invites you back'))).toEqual([]);

    accept();
    expect(await addMember(leader, teamId, member.email)).toMatchObject({
      status: 202,
      body: { success: true, message: teamLinkMessages.invitationSent },
    });
    expect(mailsTo(member.email).at(-1)?.subject).toBe(`Lead Er invites you back to their team for ${EVENT_NAME}`);
    const joined = await t.call({
      method: 'POST',
      url: '/api/auth/team/acceptInvite',
      payload: { token: mailedTeamToken(member.email, 'join') },
    });
    expect(joined).toMatchObject({ status: 200, body: { success: true, message: teamLinkMessages.joined } });
    expect(await peopleOf(teamId)).toEqual([leader.email, member.email].sort());
  });

  it('keeps a removal whose notice failed, and mails the notice of the next removal within the hour', async () => {
    const member = await signUp(t);
    const { leader, teamId } = await teamWith(member);
    for (const { name, mode } of FAILURES) {
      t.sink.answer(mode);
      const before = t.logged.length;
      const removed = await removeMember(leader, teamId, member.user._id);
      expect({ name, status: removed.status, body: removed.body }).toEqual({
        name,
        status: 200,
        body: { success: true, message: apiMessages.memberRemoved },
      });
      expect(await peopleOf(teamId)).toEqual([leader.email]);
      expect({ name, logged: t.logged.slice(before) }).toEqual({ name, logged: ['team removal mail failed'] });
      accept();
      expect((await addMember(leader, teamId, member.email)).status).toBe(200);
    }
    expect(mailsTo(member.email).filter((mail) => mail.subject.startsWith('You were removed'))).toEqual([]);

    // One removal notice per team and person an hour: the failed ones must not have used it up.
    expect((await removeMember(leader, teamId, member.user._id)).status).toBe(200);
    const notice = mailsTo(member.email).at(-1);
    expect(notice?.subject).toBe(`You were removed from a team for ${EVENT_NAME}`);
    expect(notice?.text).toContain(`Lead Er removed you from their team for ${EVENT_NAME}`);
  });
});
