import { and, asc, count, countDistinct, desc, eq, sql } from 'drizzle-orm';
import type { PaymentState } from '@greatstep/shared/isomorphic';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Executor } from '../database';
import { teamDepartures, teamMembers, teams, users } from '../schema';

export type TeamRow = typeof teams.$inferSelect;

export interface TeamPersonRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

/** One person of one team, as the organisers' registrations export lists them. */
export interface RegistrationRow {
  event: string;
  teamId: string;
  leaderId: string;
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  college: number;
  otherCollege: string;
  year: string;
  paymentState: PaymentState;
  paymentReference: string | null;
}

export interface TeamWithPeople {
  team: TeamRow;
  /** Leader first, then the members in the order they joined. */
  people: TeamPersonRow[];
}

const person = { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email };

export function createTeamsRepository(db: Db) {
  // getMyTeam, the busiest read: the user's membership → its team → everyone in it, in one prepared round trip.
  const mine = alias(teamMembers, 'mine');
  const teamWithPeopleOfUser = db
    .select({ team: teams, person })
    .from(mine)
    .innerJoin(teams, eq(teams.id, mine.teamId))
    .innerJoin(teamMembers, eq(teamMembers.teamId, teams.id))
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(mine.event, sql.placeholder('event')), eq(mine.userId, sql.placeholder('userId'))))
    .orderBy(desc(sql`${teamMembers.userId} = ${teams.leaderId}`), asc(teamMembers.createdAt), asc(users.email))
    .prepare('team_with_people_of_user');

  return {
    /**
     * Creates the team and the leader's membership row. Throws a unique violation
     * (team_members_event_user_unique) when the leader is already in a team for this event.
     */
    async createWithLeader(event: string, leaderId: string, tx: Executor): Promise<TeamRow> {
      const [team] = await tx.insert(teams).values({ event, leaderId }).returning();
      if (!team) throw new Error('insert into teams returned no row');
      await tx.insert(teamMembers).values({ teamId: team.id, event, userId: leaderId });
      return team;
    },

    async findById(teamId: string, tx: Executor = db): Promise<TeamRow | undefined> {
      const [row] = await tx.select().from(teams).where(eq(teams.id, teamId)).limit(1);
      return row;
    },

    /** Locks the team row: adds to one team then run one after the other, so its size is never overshot. */
    async findByIdForUpdate(teamId: string, tx: Executor): Promise<TeamRow | undefined> {
      const [row] = await tx.select().from(teams).where(eq(teams.id, teamId)).limit(1).for('update');
      return row;
    },

    /** The team a user leads or belongs to for an event, with everyone in it. */
    async findTeamWithPeopleOfUser(event: string, userId: string): Promise<TeamWithPeople | undefined> {
      const rows = await teamWithPeopleOfUser.execute({ event, userId });
      const first = rows[0];
      return first && { team: first.team, people: rows.map((row) => row.person) };
    },

    /** The teams a user leads or belongs to, one per event, in the order they were joined. */
    async listTeamsOfUser(userId: string): Promise<TeamRow[]> {
      return db
        .select({ team: teams })
        .from(teamMembers)
        .innerJoin(teams, eq(teams.id, teamMembers.teamId))
        .where(eq(teamMembers.userId, userId))
        .orderBy(asc(teamMembers.createdAt), asc(teams.event))
        .then((rows) => rows.map((row) => row.team));
    },

    /** Everyone in the team, the leader included, in the order they joined. */
    async listPeople(teamId: string, tx: Executor = db): Promise<TeamPersonRow[]> {
      return tx
        .select(person)
        .from(teamMembers)
        .innerJoin(users, eq(users.id, teamMembers.userId))
        .where(eq(teamMembers.teamId, teamId))
        .orderBy(asc(teamMembers.createdAt), asc(users.email));
    },

    /** Leader included. */
    async countPeople(teamId: string, tx: Executor = db): Promise<number> {
      const [row] = await tx.select({ value: count() }).from(teamMembers).where(eq(teamMembers.teamId, teamId));
      return row?.value ?? 0;
    },

    async isInTeam(teamId: string, userId: string, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .select({ userId: teamMembers.userId })
        .from(teamMembers)
        .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)))
        .limit(1);
      return rows.length > 0;
    },

    /** Throws a unique violation (team_members_event_user_unique) when the user is in another team of the event. */
    async addMember(team: Pick<TeamRow, 'id' | 'event'>, userId: string, joinedAt: Date, tx: Executor): Promise<void> {
      await tx.insert(teamMembers).values({ teamId: team.id, event: team.event, userId, createdAt: joinedAt });
    },

    /** Everyone in a team, of one event or of all, teams in the order they were made and people as they joined. */
    async listRegistrations(event?: string, tx: Executor = db): Promise<RegistrationRow[]> {
      return tx
        .select({
          event: teams.event,
          teamId: teams.id,
          leaderId: teams.leaderId,
          userId: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          mobile: users.mobile,
          college: users.college,
          otherCollege: users.otherCollege,
          year: users.year,
          paymentState: users.paymentState,
          paymentReference: users.paymentReference,
        })
        .from(teamMembers)
        .innerJoin(teams, eq(teams.id, teamMembers.teamId))
        .innerJoin(users, eq(users.id, teamMembers.userId))
        .where(event === undefined ? undefined : eq(teams.event, event))
        .orderBy(asc(teams.createdAt), asc(teams.id), asc(teamMembers.createdAt), asc(users.email));
    },

    /** Teams and people of each event that has any (the organisers' summary). */
    async countPerEvent(tx: Executor = db): Promise<Array<{ event: string; teams: number; people: number }>> {
      return tx
        .select({ event: teamMembers.event, teams: countDistinct(teamMembers.teamId), people: count() })
        .from(teamMembers)
        .groupBy(teamMembers.event);
    },

    /** People in each team of an event (the benchmark checks that none holds more than the event allows). */
    async countPeoplePerTeam(event: string, tx: Executor = db): Promise<number[]> {
      const rows = await tx
        .select({ people: count(teamMembers.userId) })
        .from(teams)
        .leftJoin(teamMembers, eq(teamMembers.teamId, teams.id))
        .where(eq(teams.event, event))
        .groupBy(teams.id);
      return rows.map((row) => row.people);
    },

    async removeMember(teamId: string, userId: string, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .delete(teamMembers)
        .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)))
        .returning({ userId: teamMembers.userId });
      return rows.length > 0;
    },

    /** The person left the team of their own accord; a second departure keeps the first row. */
    async recordDeparture(teamId: string, userId: string, at: Date, tx: Executor = db): Promise<void> {
      await tx.insert(teamDepartures).values({ teamId, userId, createdAt: at }).onConflictDoNothing();
    },

    async hasDeparted(teamId: string, userId: string, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .select({ userId: teamDepartures.userId })
        .from(teamDepartures)
        .where(and(eq(teamDepartures.teamId, teamId), eq(teamDepartures.userId, userId)))
        .limit(1);
      return rows.length > 0;
    },

    /** They came back with their consent: the departure no longer describes them. */
    async forgetDeparture(teamId: string, userId: string, tx: Executor = db): Promise<void> {
      await tx.delete(teamDepartures).where(and(eq(teamDepartures.teamId, teamId), eq(teamDepartures.userId, userId)));
    },
  };
}
