import { eq } from 'drizzle-orm';
import type { Db, Executor } from '../database';
import { guesses } from '../schema';

export type GuessRow = typeof guesses.$inferSelect;

export function createGuessesRepository(db: Db) {
  return {
    async findByUser(userId: string, tx: Executor = db): Promise<GuessRow | undefined> {
      const [row] = await tx.select().from(guesses).where(eq(guesses.userId, userId)).limit(1);
      return row;
    },

    /** Throws a unique violation (guesses_user_id_unique) for a second entry of the same user. */
    async create(values: { userId: string; guess: string; fullName: string }, tx: Executor = db): Promise<GuessRow> {
      const [row] = await tx.insert(guesses).values(values).returning();
      if (!row) throw new Error('insert into guesses returned no row');
      return row;
    },
  };
}

export type GuessesRepository = ReturnType<typeof createGuessesRepository>;
