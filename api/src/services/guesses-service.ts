import { messages } from '@greatstep/shared/isomorphic';
import { isUniqueViolation } from '../db/errors';
import type { GuessRow, SessionUser } from '../db/repositories';
import { ConflictError } from '../lib/domain-errors';
import type { ServiceDeps } from './deps';
import { assertOwnAccount } from './ownership';

export interface GuessView {
  userId: string;
  guess: string;
  fullName: string;
}

const view = (row: GuessRow): GuessView => ({ userId: row.userId, guess: row.guess, fullName: row.fullName });

export function createGuessesService({ repos }: ServiceDeps) {
  return {
    async find(me: SessionUser, userId: string): Promise<GuessView | null> {
      assertOwnAccount(me, { userId });
      const row = await repos.guesses.findByUser(me.id);
      return row ? view(row) : null;
    },

    /** One entry per user, kept for good: the unique constraint decides even between simultaneous requests. */
    async add(me: SessionUser, entry: { userId: string; guess: string; fullName: string }): Promise<GuessView> {
      assertOwnAccount(me, { userId: entry.userId });
      const fullName = entry.fullName || `${me.firstName} ${me.lastName}`;
      try {
        return view(await repos.guesses.create({ userId: me.id, guess: entry.guess, fullName }));
      } catch (error) {
        if (isUniqueViolation(error, 'guesses_user_id_unique')) throw new ConflictError(messages.guessChange);
        throw error;
      }
    },
  };
}

export type GuessesService = ReturnType<typeof createGuessesService>;
