import { and, asc, count, desc, eq, exists, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { paymentReferenceKey, type PaymentState } from '@greatstep/shared/isomorphic';
import type { Db, Executor } from '../database';
import { teamMembers, users } from '../schema';
import { publicUserColumns, type PublicUserRow } from './users-repository';

/** What the organisers' registrations list narrows by (docs/API.md#organisers). */
export interface AccountFilter {
  /** Part of a name, an e-mail, a mobile number or a payment reference (in any spelling), in any case. */
  q?: string;
  state?: PaymentState;
  /** Accounts in a team for this event (registration key). */
  event?: string;
  college?: number;
}

export type AccountSort = 'newest' | 'oldest' | 'name' | 'payment';

/** A search term matches itself only: LIKE's wildcards and escape character lose their meaning. */
const likeTerm = (value: string) => `%${value.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** A mobile typed as it is printed (+91 98765-43210) matches the ten digits the account stores. */
function mobileTerm(q: string): string | undefined {
  if (!/^[+\d\s-]+$/.test(q)) return undefined;
  const digits = q.replace(/^\+91/, '').replace(/\D/g, '');
  return digits || undefined;
}

function conditions(tx: Executor, { q, state, event, college }: AccountFilter): SQL | undefined {
  const all: Array<SQL | undefined> = [];
  if (q) {
    const term = likeTerm(q);
    const mobile = mobileTerm(q);
    const reference = paymentReferenceKey(q);
    all.push(
      or(
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, term),
        ilike(users.email, term),
        // A reference in any of its spellings (docs/API.md#payment): RCPTRAVI finds RCPT-RAVI-01.
        reference ? ilike(sql`translate(${users.paymentReference}, '-_ ', '')`, likeTerm(reference)) : undefined,
        ilike(users.mobile, mobile === undefined ? term : likeTerm(mobile)),
      ),
    );
  }
  if (state) all.push(eq(users.paymentState, state));
  if (college !== undefined) all.push(eq(users.college, college));
  if (event) {
    const membership = tx
      .select({ one: sql`1` })
      .from(teamMembers)
      .where(and(eq(teamMembers.userId, users.id), eq(teamMembers.event, event)));
    all.push(exists(membership));
  }
  return and(...all);
}

// The id last: rows that tie keep one order from page to page.
const ORDERS: Record<AccountSort, SQL[]> = {
  newest: [desc(users.createdAt), asc(users.id)],
  oldest: [asc(users.createdAt), asc(users.id)],
  name: [asc(sql`lower(${users.firstName})`), asc(sql`lower(${users.lastName})`), asc(users.id)],
  payment: [sql`${users.paymentUpdatedAt} desc nulls last`, asc(users.id)],
};

/** The organisers' reads across accounts; their writes are the payments' and the users' repositories'. */
export function createOrganisersRepository(db: Db) {
  return {
    async searchAccounts(
      filter: AccountFilter,
      sort: AccountSort,
      page: { offset: number; limit: number },
      tx: Executor = db,
    ): Promise<{ rows: PublicUserRow[]; total: number }> {
      const where = conditions(tx, filter);
      const rows = await tx
        .select(publicUserColumns)
        .from(users)
        .where(where)
        .orderBy(...ORDERS[sort])
        .offset(page.offset)
        .limit(page.limit);
      const [total] = await tx.select({ value: count() }).from(users).where(where);
      return { rows, total: total?.value ?? 0 };
    },

    /** The registration keys of the events each account is in a team for, in the order they joined. */
    async eventsOf(userIds: readonly string[], tx: Executor = db): Promise<Map<string, string[]>> {
      const events = new Map<string, string[]>(userIds.map((id) => [id, []]));
      if (userIds.length === 0) return events;
      const rows = await tx
        .select({ userId: teamMembers.userId, event: teamMembers.event })
        .from(teamMembers)
        .where(inArray(teamMembers.userId, [...userIds]))
        .orderBy(asc(teamMembers.createdAt), asc(teamMembers.event));
      for (const row of rows) events.get(row.userId)?.push(row.event);
      return events;
    },

    async countAccounts(tx: Executor = db): Promise<number> {
      const [row] = await tx.select({ value: count() }).from(users);
      return row?.value ?? 0;
    },
  };
}
