import { messages, type Team } from '@greatstep/shared';
import { call } from '@greatstep/shared/api';

/** POST /auth/team/createTeam: registers the signed-in user for the event as the leader of a new team. */
export async function createTeam(eventKey: string, leaderId: string): Promise<Team> {
  const answer = await call<{ team: Team }>(
    { method: 'POST', url: '/auth/team/createTeam', data: { leader_id: leaderId, event: eventKey } },
    { networkMessage: messages.serverNotReachable, fallbackMessage: messages.teamCreateFailed, keyed: true },
  );
  return answer.team;
}
