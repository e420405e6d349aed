import { messages } from '@greatstep/shared';
import { isUniqueViolation } from '../db/errors';
import type { GuessRow, SessionUser } from '../db/repositories';
import { apiMessages } from '../lib/api-messages';
import { conflict, forbidden } from '../lib/http-error';
import type { ServiceDeps } from './deps';

export interface GuessView {
  userId: string;
  guess: string;
  fullName: string;
}

const view = (row: GuessRow): GuessView => ({ userId: row.userId, guess: row.guess, fullName: row.fullName });

export function createGuessesService({ repos }: ServiceDeps) {
  return {
    async find(me: SessionUser, userId: string): Promise<GuessView | null> {
      if (userId !== me.id) throw forbidden(apiMessages.notYourAccount);
      const row = await repos.guesses.findByUser(me.id);
      return row ? view(row) : null;
    },

    /** One entry per user, kept for good: the unique constraint decides even between simultaneous requests. */
    async add(me: SessionUser, entry: { userId: string; guess: string; fullName: string }): Promise<GuessView> {
      if (entry.userId !== me.id) throw forbidden(apiMessages.notYourAccount);
      const fullName = entry.fullName || `${me.firstName} ${me.lastName}`;
      try {
        return view(await repos.guesses.create({ userId: me.id, guess: entry.guess, fullName }));
      } catch (error) {
        if (isUniqueViolation(error, 'guesses_user_id_unique')) throw conflict(messages.guessChange);
        throw error;
      }
    },
  };
}

export type GuessesService = ReturnType<typeof createGuessesService>;
