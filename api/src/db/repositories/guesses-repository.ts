import { asc, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../database';
import { guesses, users } from '../schema';

export type GuessRow = typeof guesses.$inferSelect;

export interface GuessWithUser {
  firstName: string;
  lastName: string;
  email: string;
  guess: string;
  createdAt: Date;
}

export function createGuessesRepository(db: Db) {
  // getEntry is read on every visit of the game's page: prepared once, not planned per request.
  const byUser = db
    .select()
    .from(guesses)
    .where(eq(guesses.userId, sql.placeholder('userId')))
    .limit(1)
    .prepare('guess_by_user');

  return {
    async findByUser(userId: string): Promise<GuessRow | undefined> {
      const [row] = await byUser.execute({ userId });
      return row;
    },

    /** Every entry with its author's name from the account, in the order they came in: the first right guess is easy to find. */
    async listWithUsers(tx: Executor = db): Promise<GuessWithUser[]> {
      return tx
        .select({
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          guess: guesses.guess,
          createdAt: guesses.createdAt,
        })
        .from(guesses)
        .innerJoin(users, eq(users.id, guesses.userId))
        .orderBy(asc(guesses.createdAt), asc(users.email));
    },

    /** Throws a unique violation (guesses_user_id_unique) for a second entry of the same user. */
    async create(values: { userId: string; guess: string; fullName: string }, tx: Executor = db): Promise<GuessRow> {
      const [row] = await tx.insert(guesses).values(values).returning();
      if (!row) throw new Error('insert into guesses returned no row');
      return row;
    },
  };
}
