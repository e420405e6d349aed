import { teamLinkMessages } from '@greatstep/shared/isomorphic';
import { apiMessages } from '../../lib/api-messages';
import { createMemoryMailer, type MemoryMailer } from '../../mail/memory-mailer';
import { signUp, uniqueEmail } from '../../testing/accounts';
import { keyedCall } from '../../testing/keyed-calls';
import { teamCalls } from '../../testing/team-calls';
import { drivers } from '../../testing/test-app';
import { useTestApp } from '../../testing/use-test-app';

/*
 * A call whose mail is its outcome (a sign-up code, an invitation) takes its write back when the mail fails
 * (docs/API.md#when-a-mail-cannot-be-sent), and the answer stored with it goes too: the repeat of the press does
 * the work again rather than being told the mail went.
 */
describe.each(drivers)('a keyed call whose mail is its outcome, when the mail fails, on %s', (driver) => {
  let refusing = false;
  const kept = createMemoryMailer();
  const mailer: MemoryMailer = {
    ...kept,
    send: (message) => (refusing ? Promise.reject(new Error('421 try later')) : kept.send(message)),
  };
  const t = useTestApp(driver, {}, mailer);
  afterEach(() => (refusing = false));
  const mailFailed = { status: 503, body: { success: false, message: apiMessages.mailFailed } };

  it('takes the code back with its answer: the repeat mails one', async () => {
    const email = uniqueEmail();
    const sendEmail = keyedCall(t, { method: 'POST', url: '/api/auth/sendEmail', payload: { email } });
    refusing = true;
    expect(await sendEmail()).toMatchObject(mailFailed);
    refusing = false;
    const repeat = await sendEmail();
    expect(repeat).toMatchObject({ status: 200, body: { message: apiMessages.codeSent } });
    expect(repeat.headers['idempotency-replayed']).toBeUndefined();
    expect(kept.sent.filter((mail) => mail.to === email)).toHaveLength(1);
  });

  it('takes an invitation back with its answer: the repeat mails one', async () => {
    const [leader, member] = [await signUp(t), await signUp(t)];
    const { createTeam, addMember } = teamCalls(() => t, 'Mineac');
    const teamId = ((await createTeam(leader)).body.team as { _id: string })._id;
    await addMember(leader, teamId, member.email);
    const token = /team\/leave\/([\w-]+)/.exec(kept.lastTo(member.email)?.text ?? '')?.[1];
    await t.call({ method: 'POST', url: '/api/auth/team/leaveByLink', payload: { token } });

    const invite = keyedCall(t, {
      method: 'POST',
      url: '/api/auth/team/addMembers',
      token: leader.token,
      payload: { team_id: teamId, memberEmail: member.email },
    });
    refusing = true;
    expect(await invite()).toMatchObject(mailFailed);
    refusing = false;
    const repeat = await invite();
    expect(repeat).toMatchObject({ status: 202, body: { message: teamLinkMessages.invitationSent } });
    expect(repeat.headers['idempotency-replayed']).toBeUndefined();
    expect(kept.lastTo(member.email)?.text).toMatch(/team\/join\//);
  });
});
