import { messages, type Team } from '@greatstep/shared';
import { call } from '@greatstep/shared/api';

/** GET /auth/team/getMyTeam/{event}/{userId}: the user's team for the event, or null before registering. */
export async function getMyTeam(eventKey: string, userId: string): Promise<Team | null> {
  const answer = await call<{ team?: Team | null }>(
    { method: 'GET', url: `/auth/team/getMyTeam/${encodeURIComponent(eventKey)}/${encodeURIComponent(userId)}` },
    { networkMessage: messages.serverNotReachable, fallbackMessage: messages.teamLookupFailed },
  );
  return answer.team ?? null;
}
