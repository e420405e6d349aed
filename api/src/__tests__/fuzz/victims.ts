import { signUp, type Account } from '../../testing/accounts';
import type { TestApp } from '../../testing/test-app';

/** Teams of three, open for registration (the team tests use it for the same reason). */
export const VICTIM_EVENT = 'Safety_Hunt';

export interface Victims {
  leader: Account;
  member: Account;
  teamId: string;
}

async function expectStatus(answer: Promise<{ status: number; body: Record<string, unknown> }>, status: number) {
  const { status: got, body } = await answer;
  if (got !== status) throw new Error(`set-up answered ${got} instead of ${status}: ${String(body.message)}`);
  return body;
}

/**
 * Two accounts the fuzz must never touch: a team of both, a guess each and a payment reference each, so that every
 * kind of record a call could reach through another user's id is there to be reached.
 */
export async function createVictims(t: TestApp): Promise<Victims> {
  const leader = await signUp(t, { firstName: 'Vera', lastName: 'Leader' });
  const member = await signUp(t, { firstName: 'Vikram', lastName: 'Member' });
  const created = await expectStatus(
    t.call({
      method: 'POST',
      url: '/api/auth/team/createTeam',
      token: leader.token,
      payload: { leader_id: leader.user._id, event: VICTIM_EVENT },
    }),
    201,
  );
  const teamId = (created.team as { _id: string })._id;
  await expectStatus(
    t.call({
      method: 'POST',
      url: '/api/auth/team/addMembers',
      token: leader.token,
      payload: { team_id: teamId, memberEmail: member.email },
    }),
    200,
  );
  for (const [who, guess, reference] of [
    [leader, 'Mine Digging', '400000000001'],
    [member, 'Coal Theming', 'RCPT-FUZZ-0002'],
  ] as const) {
    await expectStatus(
      t.call({
        method: 'POST',
        url: '/api/events/addNewEntry',
        token: who.token,
        payload: { userId: who.user._id, guess },
      }),
      201,
    );
    await expectStatus(
      t.call({ method: 'PUT', url: '/api/payment/reference', token: who.token, payload: { reference } }),
      200,
    );
  }
  return { leader, member, teamId };
}

/**
 * What each victim sees of their own records, through their own session: their profile (payment included), their
 * teams and their guess. A session ended by someone else shows as a 401 here.
 */
export async function snapshot(t: TestApp, { leader, member }: Victims): Promise<unknown> {
  const views: Record<string, unknown> = {};
  for (const who of [leader, member]) {
    const calls = {
      profile: `/api/auth/updateUser/${encodeURIComponent(who.email)}`,
      teams: '/api/auth/team/myTeams',
      team: `/api/auth/team/getMyTeam/${VICTIM_EVENT}/${who.user._id}`,
      guess: `/api/events/getEntry/${who.user._id}`,
    };
    for (const [name, url] of Object.entries(calls)) {
      const { status, body } = await t.call({ method: 'GET', url, token: who.token });
      views[`${who.email} ${name}`] = { status, body };
    }
  }
  return views;
}
