import { messages } from '@greatstep/shared';
import { call } from '@greatstep/shared/api';

/** POST /auth/team/addMembers: the leader adds someone who has an account; answers with the server's message. */
export async function addMember(teamId: string, memberEmail: string): Promise<string> {
  const answer = await call(
    { method: 'POST', url: '/auth/team/addMembers', data: { team_id: teamId, memberEmail } },
    { networkMessage: messages.serverUnreachable, keyed: true },
  );
  return answer.message ?? '';
}
