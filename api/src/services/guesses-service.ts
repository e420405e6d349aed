import { messages } from '@greatstep/shared/isomorphic';
import { isUniqueViolation } from '../db/errors';
import type { GuessRow, SessionUser } from '../db/repositories';
import { ConflictError } from '../lib/domain-errors';
import { NO_RECORD, type AnswerRecord } from './answer-record';
import type { ServiceDeps } from './deps';
import { assertOwnAccount } from './ownership';

export interface GuessView {
  userId: string;
  guess: string;
  fullName: string;
}

/**
 * The name shown with an entry (and in the organisers' export) is the account's: a `fullName` sent with the entry is
 * ignored, so nobody can enter under another person's name.
 */
const fullNameOf = (user: SessionUser) => `${user.firstName} ${user.lastName}`.trim();

const view = (row: GuessRow, author: SessionUser): GuessView => ({
  userId: row.userId,
  guess: row.guess,
  fullName: fullNameOf(author),
});

export function createGuessesService({ db, repos }: ServiceDeps) {
  return {
    async find(me: SessionUser, userId: string): Promise<GuessView | null> {
      assertOwnAccount(me, { userId });
      const row = await repos.guesses.findByUser(me.id);
      return row ? view(row, me) : null;
    },

    /** One entry per user, kept for good: the unique constraint decides even between simultaneous requests. */
    async add(
      me: SessionUser,
      entry: { userId: string; guess: string },
      record: AnswerRecord<GuessView> = NO_RECORD,
    ): Promise<GuessView> {
      assertOwnAccount(me, { userId: entry.userId });
      try {
        return await db.transaction(async (tx) => {
          const row = await repos.guesses.create({ userId: me.id, guess: entry.guess, fullName: fullNameOf(me) }, tx);
          await record.done(tx, view(row, me));
          return view(row, me);
        });
      } catch (error) {
        if (isUniqueViolation(error, 'guesses_user_id_unique')) throw new ConflictError(messages.guessChange);
        throw error;
      }
    },
  };
}
