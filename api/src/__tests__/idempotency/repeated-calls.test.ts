import { messages, teamLinkMessages } from '@greatstep/shared/isomorphic';
import { apiMessages } from '../../lib/api-messages';
import { mailedCode, signUp, signupBody, uniqueEmail } from '../../testing/accounts';
import { keyedCall } from '../../testing/keyed-calls';
import { makeOrganiser, organiserCalls } from '../../testing/organisers';
import { teamCalls } from '../../testing/team-calls';
import { drivers } from '../../testing/test-app';
import { useTestApp } from '../../testing/use-test-app';

/*
 * A press whose answer was lost is sent again with its key (docs/API.md#idempotency): the repeat gets the first
 * answer, marked as a replay, and nothing is done twice. Without the key, the same repeat is what a visitor met
 * before: a refusal of what their first press did.
 */
describe.each(drivers)('a call repeated with its Idempotency-Key on %s', (driver) => {
  const t = useTestApp(driver);
  const { createTeam, myTeam } = teamCalls(() => t, 'Mineac');
  const { verify, submitReference } = organiserCalls(() => t);

  const replayed = (answer: { headers: Record<string, unknown> }) => answer.headers['idempotency-replayed'];

  it('signs up once: the code mailed once, the account made once', async () => {
    const email = uniqueEmail();
    const sendEmail = keyedCall(t, { method: 'POST', url: '/api/auth/sendEmail', payload: { email } });
    const first = await sendEmail();
    const again = await sendEmail();
    expect(first).toMatchObject({ status: 200, body: { success: true, message: apiMessages.codeSent } });
    expect(again).toMatchObject({ status: 200, body: first.body });
    expect(replayed(first)).toBeUndefined();
    expect(replayed(again)).toBe('true');
    expect(t.mailer.sent.filter((mail) => mail.to === email)).toHaveLength(1);

    const body = signupBody(email, mailedCode(t, email));
    const register = keyedCall(t, { method: 'POST', url: '/api/auth/register', payload: body });
    const made = await register();
    const repeat = await register();
    expect(made).toMatchObject({ status: 201, body: { success: true, message: messages.registrationSuccess } });
    expect(repeat).toMatchObject({ status: 201, body: made.body });
    expect(replayed(repeat)).toBe('true');
    // What the repeat would have met without its key: the code its first press used up.
    const unkeyed = await t.call({ method: 'POST', url: '/api/auth/register', payload: body });
    expect(unkeyed).toMatchObject({ status: 400, body: { success: false, message: apiMessages.codeMissing } });
  });

  it('registers a team once, and adds a member once, mailing one notice', async () => {
    const [leader, member] = [await signUp(t), await signUp(t)];
    const create = keyedCall(t, {
      method: 'POST',
      url: '/api/auth/team/createTeam',
      token: leader.token,
      payload: { leader_id: leader.user._id, event: 'Mineac' },
    });
    const made = await create();
    const repeat = await create();
    expect(made.status).toBe(201);
    expect(repeat).toMatchObject({ status: 201, body: made.body });
    expect(replayed(repeat)).toBe('true');
    expect((await createTeam(leader)).body.message).toBe(apiMessages.alreadyInTeamForEvent);
    const teamId = (made.body.team as { _id: string })._id;

    const add = keyedCall(t, {
      method: 'POST',
      url: '/api/auth/team/addMembers',
      token: leader.token,
      payload: { team_id: teamId, memberEmail: member.email },
    });
    const added = await add();
    const addedAgain = await add();
    expect(added).toMatchObject({ status: 200, body: { success: true, message: apiMessages.memberAdded } });
    expect(addedAgain).toMatchObject({ status: 200, body: added.body });
    expect(replayed(addedAgain)).toBe('true');
    expect(((await myTeam(leader)).body.team as { members: unknown[] }).members).toHaveLength(1);
    expect(t.mailer.sent.filter((mail) => mail.to === member.email && /team/i.test(mail.subject))).toHaveLength(1);
  });

  it('keeps one guess, and answers its repeat as saved rather than "You can not change your submission"', async () => {
    const player = await signUp(t);
    const guess = keyedCall(t, {
      method: 'POST',
      url: '/api/events/addNewEntry',
      token: player.token,
      payload: { userId: player.user._id, guess: 'mine geology' },
    });
    const saved = await guess();
    expect(saved).toMatchObject({ status: 201, body: { success: true, message: apiMessages.guessSaved } });
    expect(await guess()).toMatchObject({ status: 201, body: saved.body, headers: { 'idempotency-replayed': 'true' } });
    const unkeyed = await t.call({
      method: 'POST',
      url: '/api/events/addNewEntry',
      token: player.token,
      payload: { userId: player.user._id, guess: 'mine geology' },
    });
    expect(unkeyed).toMatchObject({ status: 409, body: { message: messages.guessChange } });
  });

  it('answers the repeats of a payment reference without carrying them out: they spend none of its budget', async () => {
    const student = await signUp(t);
    const reference = '402112345678';
    const submit = keyedCall(t, {
      method: 'PUT',
      url: '/api/payment/reference',
      token: student.token,
      payload: { reference },
    });
    const saved = await submit();
    expect(saved).toMatchObject({ status: 200, body: { user: { payment: { state: 'pending', reference } } } });
    // Ten references per account per 15 minutes (docs/API.md#payment): twenty repeats of one press are none of them.
    for (let repeat = 0; repeat < 20; repeat += 1) {
      expect(await submit()).toMatchObject({ status: 200, body: saved.body });
    }
    for (let other = 1; other < 10; other += 1) expect((await submitReference(student, reference)).status).toBe(200);
    expect((await submitReference(student, reference)).status).toBe(429);
  });

  it('decides a payment once: one decision recorded, one mail, and the repeat gets the first answer', async () => {
    const organiser = await signUp(t, { firstName: 'Olu' });
    await makeOrganiser(t, organiser);
    const student = await signUp(t, { firstName: 'Sita' });
    const reference = '402187654321';
    expect((await submitReference(student, reference)).status).toBe(200);

    const decide = keyedCall(t, {
      method: 'POST',
      url: `/api/organisers/payments/${student.user._id}/verify`,
      token: organiser.token,
      payload: { reference },
    });
    const verified = await decide();
    expect(verified).toMatchObject({ status: 200, body: { mailed: true, message: apiMessages.paymentVerified } });
    expect(await decide()).toMatchObject({
      status: 200,
      body: verified.body,
      headers: { 'idempotency-replayed': 'true' },
    });
    expect(t.mailer.sent.filter((mail) => mail.to === student.email && /payment/.test(mail.subject))).toHaveLength(1);
    const audit = await t.call({ method: 'GET', url: '/api/organisers/audit?pageSize=100', token: organiser.token });
    const decisions = (audit.body.records as { action: string; targetId: string }[]).filter(
      (record) => record.targetId === student.user._id && record.action === 'payment.verify',
    );
    expect(decisions).toHaveLength(1);
    expect((await verify(organiser, student.user._id, reference)).body.message).toBe(
      apiMessages.paymentAlreadyVerified,
    );
  });

  it('releases a remote once, and rolls it back once', async () => {
    const organiser = await signUp(t);
    await makeOrganiser(t, organiser);
    const release = (n: number) =>
      keyedCall(t, {
        method: 'POST',
        url: '/api/organisers/remotes/events/releases',
        token: organiser.token,
        payload: { url: `https://cdn.example.org/events/v${n}/mf-manifest.json`, report: {} },
      });
    await release(1)();
    const second = release(2);
    const released = await second();
    expect(released).toMatchObject({ status: 201, body: { release: { state: 'stable' } } });
    expect(await second()).toMatchObject({ status: 201, body: released.body });
    const rollback = keyedCall(t, {
      method: 'POST',
      url: '/api/organisers/remotes/events/rollback',
      token: organiser.token,
      payload: {},
    });
    const rolledBack = await rollback();
    expect(rolledBack).toMatchObject({
      status: 200,
      body: { to: { url: 'https://cdn.example.org/events/v1/mf-manifest.json' } },
    });
    expect(await rollback()).toMatchObject({ status: 200, body: rolledBack.body });
    const history = await t.call({
      method: 'GET',
      url: '/api/organisers/remotes/events/releases',
      token: organiser.token,
    });
    expect((history.body.releases as unknown[]).length).toBe(2);
    const events = (history.body.releases as { events: { action: string }[] }[]).flatMap((row) => row.events);
    expect(events.filter((event) => event.action === 'rollback')).toHaveLength(1);
  });

  it('answers a repeated logout from its key, though the session it ended is gone', async () => {
    const someone = await signUp(t);
    const logout = keyedCall(t, { method: 'POST', url: '/api/auth/logout', token: someone.token });
    expect(await logout()).toMatchObject({ status: 200, body: { success: true } });
    expect(await logout()).toMatchObject({ status: 200, headers: { 'idempotency-replayed': 'true' } });
    expect((await t.call({ method: 'POST', url: '/api/auth/logout', token: someone.token })).status).toBe(401);
  });

  it('leaves a team by its mailed link once', async () => {
    const [leader, member] = [await signUp(t), await signUp(t)];
    const teamId = ((await createTeam(leader)).body.team as { _id: string })._id;
    await t.call({
      method: 'POST',
      url: '/api/auth/team/addMembers',
      token: leader.token,
      payload: { team_id: teamId, memberEmail: member.email },
    });
    const token = /team\/leave\/([\w-]+)/.exec(t.mailer.lastTo(member.email)?.text ?? '')?.[1];
    const leave = keyedCall(t, { method: 'POST', url: '/api/auth/team/leaveByLink', payload: { token } });
    const left = await leave();
    expect(left).toMatchObject({ status: 200, body: { message: teamLinkMessages.left, event: 'Mineac' } });
    expect(await leave()).toMatchObject({ status: 200, body: left.body, headers: { 'idempotency-replayed': 'true' } });
  });
});

describe.each(drivers)('the password calls and a removal repeated with their key on %s', (driver) => {
  const t = useTestApp(driver);
  const { createTeam, addMember, myTeam } = teamCalls(() => t, 'Mineac');
  const resetMails = (email: string) =>
    t.mailer.sent.filter((mail) => mail.to === email && /changePassword/.test(mail.text));

  it('mails one reset link, and changes the password once', async () => {
    const someone = await signUp(t);
    const reset = keyedCall(t, { method: 'POST', url: '/api/auth/resetPassword', payload: { email: someone.email } });
    const asked = await reset();
    // A minute later a new press would mail a new link: the repeat is no new press.
    t.clock.advanceMinutes(2);
    expect(await reset()).toMatchObject({ status: 200, body: asked.body, headers: { 'idempotency-replayed': 'true' } });
    expect(resetMails(someone.email)).toHaveLength(1);

    const token = /changePassword\/[^/\s]+\/([\w-]+)/.exec(resetMails(someone.email)[0]?.text ?? '')?.[1];
    const change = keyedCall(t, {
      method: 'PUT',
      url: '/api/auth/changePassword',
      payload: { email: someone.email, token, newPassword: 'Newpass1' },
    });
    const changed = await change();
    expect(changed).toMatchObject({ status: 200, body: { message: messages.passwordChanged } });
    // Without its key, the repeat would be told the link is used up.
    expect(await change()).toMatchObject({
      status: 200,
      body: changed.body,
      headers: { 'idempotency-replayed': 'true' },
    });
  });

  it('removes a member once, answering the repeat as removed rather than "not in the team"', async () => {
    const [leader, member] = [await signUp(t), await signUp(t)];
    const teamId = ((await createTeam(leader)).body.team as { _id: string })._id;
    await addMember(leader, teamId, member.email);
    const remove = keyedCall(t, {
      method: 'DELETE',
      url: `/api/auth/team/deleteMember/${teamId}/${member.user._id}`,
      token: leader.token,
    });
    const removed = await remove();
    expect(removed).toMatchObject({ status: 200, body: { message: apiMessages.memberRemoved } });
    expect(await remove()).toMatchObject({
      status: 200,
      body: removed.body,
      headers: { 'idempotency-replayed': 'true' },
    });
    expect(((await myTeam(leader)).body.team as { members: unknown[] }).members).toHaveLength(0);
    expect(t.mailer.sent.filter((mail) => mail.to === member.email && /removed/i.test(mail.subject))).toHaveLength(1);
  });
});
