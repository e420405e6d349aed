import { messages, type Team } from '@greatstep/shared/isomorphic';
import { apiMessages } from '../../../lib/api-messages';
import { signUp, type Account } from '../../../testing/accounts';
import { drivers } from '../../../testing/test-app';
import { useTestApp } from '../../../testing/use-test-app';

describe.each(drivers)('my teams on %s', (driver) => {
  const t = useTestApp(driver);

  const myTeams = (token?: string) => t.call({ method: 'GET', url: '/api/auth/team/myTeams', token });
  const createTeam = (who: Account, event: string) =>
    t.call({
      method: 'POST',
      url: '/api/auth/team/createTeam',
      token: who.token,
      payload: { leader_id: who.user._id, event },
    });

  it('lists every team the user leads or belongs to, with its people', async () => {
    const leader = await signUp(t);
    const member = await signUp(t);
    const stranger = await signUp(t);
    expect((await myTeams(leader.token)).body).toEqual({ success: true, message: apiMessages.ok, teams: [] });

    const safety = (await createTeam(leader, 'Safety_Hunt')).body.team as Team;
    await createTeam(leader, 'Mine_Shot');
    await t.call({
      method: 'POST',
      url: '/api/auth/team/addMembers',
      token: leader.token,
      payload: { team_id: safety._id, memberEmail: member.email },
    });

    const leaders = (await myTeams(leader.token)).body.teams as Team[];
    expect(leaders.map((team) => team.event)).toEqual(['Safety_Hunt', 'Mine_Shot']);
    expect(leaders[0]).toMatchObject({ _id: safety._id, members: [{ email: member.email }] });

    const members = (await myTeams(member.token)).body.teams as Team[];
    expect(members).toEqual([
      expect.objectContaining({ _id: safety._id, leader_id: expect.objectContaining({ email: leader.email }) }),
    ]);
    expect((await myTeams(stranger.token)).body.teams).toEqual([]);
  });

  it('needs a session', async () => {
    expect(await myTeams()).toMatchObject({ status: 401, body: { success: false, message: messages.signInRequired } });
  });
});
