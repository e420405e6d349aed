import type { CurUser, Team, TeamPerson, User } from '@greatstep/shared';
import { curUserFromLogin } from '@greatstep/shared';
import { sampleUser } from '@greatstep/shared/testing';

/** The library's sample user in three roles; ids are UUIDs as the API's are. */
export const leader: User = sampleUser({
  _id: '11111111-1111-4111-8111-111111111111',
  lastName: 'Leader',
  email: 'asha.leader@example.com',
  mobile: '9000000001',
});

export const member: User = sampleUser({
  _id: '22222222-2222-4222-8222-222222222222',
  firstName: 'Ravi',
  lastName: 'Member',
  userName: 'ravi',
  email: 'ravi.member@example.com',
  mobile: '9000000002',
});

export const third: User = sampleUser({
  _id: '33333333-3333-4333-8333-333333333333',
  firstName: 'Meera',
  lastName: 'Third',
  userName: 'meera',
  email: 'meera.third@example.com',
  mobile: '9000000003',
});

export const TEAM_ID = '44444444-4444-4444-8444-444444444444';

export function personOf(user: User): TeamPerson {
  return { _id: user._id, firstName: user.firstName, lastName: user.lastName, email: user.email };
}

export function teamOf(event: string, head: User, ...others: User[]): Team {
  return { _id: TEAM_ID, event, leader_id: personOf(head), members: others.map(personOf) };
}

export function session(user: User): CurUser {
  return curUserFromLogin({ token: `token-of-${user.userName}`, user });
}
