import { messages, type Team } from '@greatstep/shared';
import { call } from '@greatstep/shared/api';

/** GET /auth/team/myTeams: every team the signed-in user leads or belongs to. */
export async function getMyTeams(): Promise<Team[]> {
  const answer = await call<{ teams: Team[] }>(
    { url: '/auth/team/myTeams' },
    { networkMessage: messages.serverNotReachable, fallbackMessage: messages.teamLookupFailed },
  );
  return answer.teams;
}
