import {
  addMemberSchema,
  createTeamSchema,
  deleteMemberParamsSchema,
  fieldMessages,
  isAlreadyInTeam,
  isTeamLeader,
  teamHasRoom,
  teamParamsSchema,
} from '..';

const id = '6f1c9a52-3d0e-4b8a-9e1f-2a7b5c4d3e21';
const other = '0b7e2f0c-8a61-4c35-b1d4-7e9f3a2c5d10';

describe('team requests', () => {
  it.each(['Quiz_Spiel', 'Mine_Shot', 'publiQuiz', 'Mineac', 'Mine_A_Thon'])(
    'accepts the registration key %p',
    (event) => {
      expect(createTeamSchema.safeParse({ leader_id: id, event }).success).toBe(true);
    },
  );

  it.each(['QS', 'MS', 'gth', 'Mine-A-Thon', ''])('refuses %p, which is not a registration key', (event) => {
    expect(fieldMessages(createTeamSchema.safeParse({ leader_id: id, event }).error!)).toEqual({
      event: 'Unknown event',
    });
  });

  it('checks the ids of team look-ups and removals', () => {
    expect(teamParamsSchema.safeParse({ event: 'Mineac', userId: id }).success).toBe(true);
    expect(fieldMessages(teamParamsSchema.safeParse({ event: 'Mineac', userId: 'u1' }).error!)).toEqual({
      userId: 'Invalid id',
    });
    expect(deleteMemberParamsSchema.safeParse({ teamId: id, memberId: other }).success).toBe(true);
    expect(fieldMessages(deleteMemberParamsSchema.safeParse({ teamId: id, memberId: 'x' }).error!)).toEqual({
      memberId: 'Invalid id',
    });
  });

  it('needs a valid member e-mail, stored lower-case', () => {
    expect(addMemberSchema.safeParse({ team_id: id, memberEmail: ' Ravi@Example.org' }).data?.memberEmail).toBe(
      'ravi@example.org',
    );
    expect(fieldMessages(addMemberSchema.safeParse({ team_id: id, memberEmail: 'ravi' }).error!)).toEqual({
      memberEmail: 'Enter a valid email',
    });
  });
});

describe('isAlreadyInTeam (the "Member already added" check)', () => {
  const team = {
    leader_id: { email: 'asha@example.org' },
    members: [{ email: 'Ravi@Example.org' }],
  };

  it('finds the leader and the members, whatever the case and spacing', () => {
    expect(isAlreadyInTeam(team, 'ASHA@example.org')).toBe(true);
    expect(isAlreadyInTeam(team, ' ravi@example.org ')).toBe(true);
  });

  it('lets a new e-mail through', () => {
    expect(isAlreadyInTeam(team, 'meera@example.org')).toBe(false);
    expect(isAlreadyInTeam({ ...team, members: [] }, 'ravi@example.org')).toBe(false);
  });
});

describe('team panel rules', () => {
  const person = (n: number) => ({ _id: `id-${n}`, email: `p${n}@example.org` });
  const team = { leader_id: person(0), members: [person(1), person(2)] };

  it('has room while the leader and the members are fewer than the team size', () => {
    expect(teamHasRoom(team, 4)).toBe(true);
    expect(teamHasRoom(team, 3)).toBe(false);
    expect(teamHasRoom({ members: [] }, 1)).toBe(false);
  });

  it('knows the leader by id', () => {
    expect(isTeamLeader(team, 'id-0')).toBe(true);
    expect(isTeamLeader(team, 'id-1')).toBe(false);
  });
});
