import { randomInt } from 'node:crypto';
import { CODE_LENGTH, CODE_RESEND_SECONDS, messages } from '@greatstep/shared/isomorphic';
import type { Tx } from '../db/database';
import { apiMessages } from '../lib/api-messages';
import { addMinutes } from '../lib/clock';
import { BadInputError, ConflictError, RateLimitedError, UnavailableError } from '../lib/domain-errors';
import { sameHash, sha256 } from '../lib/tokens';
import { verificationMail } from '../mail/templates';
import { NO_RECORD, type AnswerRecord } from './answer-record';
import type { ServiceDeps } from './deps';

export const CODE_MINUTES = 10;
export const CODE_MAX_TRIES = 5;

// The address is part of the hash so that one code's hash says nothing about another address.
const codeHash = (email: string, code: string) => sha256(`${email}\n${code}`);

export type CodeCheck = 'ok' | 'missing' | 'expired' | 'exhausted' | 'wrong';

/** The answer for each failed check; the try counted for a wrong code must be committed before this is thrown. */
export function codeCheckError(check: Exclude<CodeCheck, 'ok'>): BadInputError {
  switch (check) {
    case 'wrong':
      return new BadInputError(messages.incorrectOtp);
    case 'expired':
      return new BadInputError(apiMessages.codeExpired);
    case 'exhausted':
      return new BadInputError(apiMessages.codeExhausted);
    case 'missing':
      return new BadInputError(apiMessages.codeMissing);
  }
}

export function createEmailCodesService({ db, repos, mailer, clock }: ServiceDeps) {
  return {
    /**
     * Draws a code on the server (the browser's is ignored), stores its hash and mails it. The code and the call's
     * answer commit together, before the mail: a repeat of the call gets that answer rather than the minute's 429.
     */
    async send(email: string, record: AnswerRecord<void> = NO_RECORD): Promise<void> {
      if (await repos.users.emailExists(email)) throw new ConflictError(apiMessages.emailTaken);
      const now = clock();
      const code = String(randomInt(10 ** (CODE_LENGTH - 1), 10 ** CODE_LENGTH));
      const stored = await db.transaction(async (tx) => {
        const put = await repos.emailCodes.put(
          { email, codeHash: codeHash(email, code), expiresAt: addMinutes(now, CODE_MINUTES), createdAt: now },
          new Date(now.getTime() - CODE_RESEND_SECONDS * 1000),
          tx,
        );
        if (put) await record.done(tx, undefined);
        return put;
      });
      if (!stored) throw new RateLimitedError(apiMessages.codeTooSoon, CODE_RESEND_SECONDS);
      try {
        await mailer.send(verificationMail(email, code, CODE_MINUTES));
      } catch (error) {
        // Without the mail the code is useless; dropping it, and the answer kept with it, lets the person ask again
        // at once.
        await db.transaction(async (tx) => {
          const row = await repos.emailCodes.findByEmail(email, tx);
          if (row) await repos.emailCodes.deleteById(row.id, tx);
          await record.undone(tx);
        });
        // Over the address's mail budget: the caller hears that, not that the mail server failed.
        if (error instanceof RateLimitedError) throw error;
        throw new UnavailableError(apiMessages.mailFailed, { cause: error });
      }
    },

    /** Whether the code would pass check() right now: a read without locks or counting, to decide early work. */
    async wouldPass(email: string, code: string): Promise<boolean> {
      const row = await repos.emailCodes.findByEmail(email);
      return (
        !!row &&
        row.expiresAt.getTime() > clock().getTime() &&
        row.tries < CODE_MAX_TRIES &&
        sameHash(row.codeHash, codeHash(email, code))
      );
    },

    /**
     * Checks a code inside the caller's transaction, counting a wrong try, and consumes a right one.
     * The row stays locked until the transaction ends, so simultaneous guesses are counted one by one.
     */
    async check(email: string, code: string, tx: Tx): Promise<CodeCheck> {
      const row = await repos.emailCodes.findForUpdate(email, tx);
      if (!row) return 'missing';
      if (row.expiresAt.getTime() <= clock().getTime()) return 'expired';
      if (row.tries >= CODE_MAX_TRIES) return 'exhausted';
      if (!sameHash(row.codeHash, codeHash(email, code))) {
        await repos.emailCodes.addTry(row.id, tx);
        return 'wrong';
      }
      await repos.emailCodes.deleteById(row.id, tx);
      return 'ok';
    },
  };
}

export type EmailCodesService = ReturnType<typeof createEmailCodesService>;
