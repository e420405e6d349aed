import { messages, type Team } from '@greatstep/shared/isomorphic';
import { apiMessages } from '../../../lib/api-messages';
import { signUp, uniqueEmail, type Account } from '../../../testing/accounts';
import { teamCalls } from '../../../testing/team-calls';
import { drivers } from '../../../testing/test-app';
import { useTestApp } from '../../../testing/use-test-app';

// Safety_Hunt: teams of 3; Mine_Shot: 1; code_ext: coming soon.
const EVENT = 'Safety_Hunt';

describe.each(drivers)('teams on %s', (driver) => {
  const t = useTestApp(driver);

  const { createTeam, addMember, myTeam, removeMember } = teamCalls(() => t, EVENT);

  async function teamOf(leader: Account): Promise<Team> {
    const created = await createTeam(leader);
    expect(created.status).toBe(201);
    return created.body.team as Team;
  }

  it('creates a team led by the signed-in user and finds it for leader and members', async () => {
    const leader = await signUp(t);
    const member = await signUp(t);
    expect((await myTeam(leader)).body).toEqual({ success: true, message: apiMessages.ok, team: null });

    const created = await createTeam(leader);
    expect(created).toMatchObject({ status: 201, body: { success: true, message: messages.registeredForEvent } });
    const team = created.body.team as Team;
    expect(team).toEqual({
      _id: expect.any(String),
      event: EVENT,
      leader_id: { _id: leader.user._id, firstName: 'Asha', lastName: 'Rao', email: leader.email },
      members: [],
    });

    expect(await addMember(leader, team._id, member.email.toUpperCase())).toMatchObject({
      status: 200,
      body: { success: true, team: { members: [{ _id: member.user._id, email: member.email }] } },
    });
    const seenByMember = await myTeam(member);
    expect(seenByMember.body.team).toMatchObject({ _id: team._id, leader_id: { _id: leader.user._id } });
  });

  it('allows one team per user per event', async () => {
    const leader = await signUp(t);
    await teamOf(leader);
    expect(await createTeam(leader)).toMatchObject({
      status: 409,
      body: { success: false, message: apiMessages.alreadyInTeamForEvent },
    });
    expect((await createTeam(leader, 'Mine_CS')).status).toBe(201);
  });

  it('makes a team of one for a one-person event and refuses events not yet open', async () => {
    const solo = await signUp(t);
    const friend = await signUp(t);
    const team = (await createTeam(solo, 'Mine_Shot')).body.team as Team;
    expect(await addMember(solo, team._id, friend.email)).toMatchObject({
      status: 409,
      body: { message: apiMessages.teamFull },
    });
    expect(await createTeam(solo, 'code_ext')).toMatchObject({
      status: 400,
      body: { success: false, message: apiMessages.registrationClosed },
    });
    expect(await createTeam(solo, 'No_Such_Event')).toMatchObject({
      status: 400,
      body: { success: false, message: messages.unknownEvent },
    });
  });

  it('answers the same for a registered and an unknown e-mail when the team is full', async () => {
    const solo = await signUp(t);
    const someone = await signUp(t);
    const team = (await createTeam(solo, 'Mine_Shot')).body.team as Team;
    const registered = await addMember(solo, team._id, someone.email);
    const unknown = await addMember(solo, team._id, uniqueEmail());
    expect(registered).toMatchObject({ status: 409, body: { success: false, message: apiMessages.teamFull } });
    expect({ status: unknown.status, body: unknown.body }).toEqual({
      status: registered.status,
      body: registered.body,
    });
  });

  it('refuses duplicate members, people without an account, people in another team, and a full team', async () => {
    const leader = await signUp(t);
    const [a, b, c] = [await signUp(t), await signUp(t), await signUp(t)];
    const team = await teamOf(leader);
    expect((await addMember(leader, team._id, a.email)).status).toBe(200);
    expect(await addMember(leader, team._id, a.email)).toMatchObject({
      status: 409,
      body: { message: messages.memberAlreadyAdded },
    });
    expect(await addMember(leader, team._id, leader.email)).toMatchObject({
      status: 409,
      body: { message: messages.memberAlreadyAdded },
    });
    expect(await addMember(leader, team._id, uniqueEmail())).toMatchObject({
      status: 404,
      body: { success: false, message: apiMessages.memberNoAccount },
    });

    const rival = await signUp(t);
    const rivalTeam = await teamOf(rival);
    expect((await addMember(rival, rivalTeam._id, c.email)).status).toBe(200);
    expect(await addMember(leader, team._id, c.email)).toMatchObject({
      status: 409,
      body: { message: apiMessages.memberInOtherTeam },
    });

    expect((await addMember(leader, team._id, b.email)).status).toBe(200);
    const full = await addMember(leader, team._id, (await signUp(t)).email);
    expect(full).toMatchObject({ status: 409, body: { success: false, message: apiMessages.teamFull } });
    expect(((await myTeam(leader)).body.team as Team).members).toHaveLength(2);
  });

  it('never overshoots the team size under simultaneous adds', async () => {
    const leader = await signUp(t);
    const team = await teamOf(leader);
    const people = await Promise.all(Array.from({ length: 8 }, () => signUp(t)));
    const answers = await Promise.all(people.map((person) => addMember(leader, team._id, person.email)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(2);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(6);
    expect(((await myTeam(leader)).body.team as Team).members).toHaveLength(2);
  });

  it('lets the leader remove members and members leave, but nobody removes the leader', async () => {
    const leader = await signUp(t);
    const [a, b] = [await signUp(t), await signUp(t)];
    const team = await teamOf(leader);
    await addMember(leader, team._id, a.email);
    await addMember(leader, team._id, b.email);

    expect(await removeMember(a, team._id, b.user._id)).toMatchObject({
      status: 403,
      body: { message: apiMessages.onlyLeader },
    });
    expect(await removeMember(a, team._id, leader.user._id)).toMatchObject({
      status: 403,
      body: { message: apiMessages.leaderNotRemovable },
    });
    expect(await removeMember(leader, team._id, leader.user._id)).toMatchObject({ status: 403 });

    expect(await removeMember(a, team._id, a.user._id)).toMatchObject({
      status: 200,
      body: { success: true, message: apiMessages.memberRemoved },
    });
    expect(await removeMember(leader, team._id, b.user._id)).toMatchObject({ status: 200, body: { success: true } });
    expect(await removeMember(leader, team._id, b.user._id)).toMatchObject({
      status: 404,
      body: { message: apiMessages.notAMember },
    });
    expect((await myTeam(a)).body.team).toBeNull();
    expect(((await myTeam(leader)).body.team as Team).members).toEqual([]);
  });

  it('answers 404 for an unknown team', async () => {
    const leader = await signUp(t);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(await addMember(leader, missing, leader.email)).toMatchObject({
      status: 404,
      body: { message: apiMessages.teamNotFound },
    });
    expect((await removeMember(leader, missing, leader.user._id)).status).toBe(404);
  });
});
