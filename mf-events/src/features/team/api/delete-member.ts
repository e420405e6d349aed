import { messages } from '@greatstep/shared';
import { call } from '@greatstep/shared/api';

/** DELETE /auth/team/deleteMember/{teamId}/{memberId}: the leader removes a member, or a member leaves (own id). */
export async function deleteMember(teamId: string, memberId: string): Promise<string> {
  const answer = await call(
    { method: 'DELETE', url: `/auth/team/deleteMember/${encodeURIComponent(teamId)}/${encodeURIComponent(memberId)}` },
    { networkMessage: messages.serverUnreachable, keyed: true },
  );
  return answer.message ?? '';
}
