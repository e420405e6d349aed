import type { Account } from './accounts';
import type { TestApp } from './test-app';

/**
 * The team calls (docs/API.md#teams) as a signed-in user makes them, for API tests. `app` is read at each call, so a
 * suite can take these before its beforeAll has built the app.
 */
export function teamCalls(app: () => Pick<TestApp, 'call'>, defaultEvent: string) {
  return {
    createTeam: (who: Account, event = defaultEvent, leaderId = who.user._id) =>
      app().call({
        method: 'POST',
        url: '/api/auth/team/createTeam',
        token: who.token,
        payload: { leader_id: leaderId, event },
      }),
    addMember: (who: Account, teamId: string, memberEmail: string) =>
      app().call({
        method: 'POST',
        url: '/api/auth/team/addMembers',
        token: who.token,
        payload: { team_id: teamId, memberEmail },
      }),
    removeMember: (who: Account, teamId: string, memberId: string) =>
      app().call({ method: 'DELETE', url: `/api/auth/team/deleteMember/${teamId}/${memberId}`, token: who.token }),
    myTeam: (who: Account, event = defaultEvent, userId = who.user._id) =>
      app().call({ method: 'GET', url: `/api/auth/team/getMyTeam/${event}/${userId}`, token: who.token }),
  };
}
