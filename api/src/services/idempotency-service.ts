import { randomBytes } from 'node:crypto';
import type { Executor } from '../db/database';
import type { KeptAnswer } from '../db/repositories';
import { apiMessages } from '../lib/api-messages';
import { KeyInUseError, KeyReusedError } from '../lib/domain-errors';
import type { ServiceDeps } from './deps';

/** Kept a day: a repeat later than that is a new call (docs/API.md#idempotency). */
export const IDEMPOTENCY_KEPT_MS = 24 * 60 * 60_000;

/**
 * How soon a repeat of a running call is told to ask again. Short: a call usually ends within a second, and the
 * repeat then gets its answer.
 */
const IN_USE_RETRY_SECONDS = 1;

/** A call that holds its key: the key, and the call's own mark on it. */
export interface HeldKey {
  key: string;
  claim: string;
}

/** What a call's key says: this call holds it and runs, or an earlier call with it was answered so. */
export type KeyOutcome = { held: HeldKey } | { answered: KeptAnswer };

/** A key as a call sends it: the key, whose call it is, and which call. */
export interface SentKey {
  key: string;
  scope: string;
  fingerprint: string;
}

/**
 * The keys of the calls that change something (docs/API.md#idempotency). A call claims its key before it runs; its
 * answer is stored in its write's transaction (`keep`); a call that wrote nothing lets its key go (`release`). A key
 * is held for `holdMs`, as long as the API may take to answer (REQUEST_TIMEOUT_MS): past that, the call holding it
 * has been answered 503, and a repeat takes the key over, after which the older call can no longer keep an answer
 * and its write rolls back.
 */
export function createIdempotencyService({ repos, clock }: Pick<ServiceDeps, 'repos' | 'clock'>, holdMs: number) {
  const keys = repos.idempotencyKeys;
  const holdUntil = (now: Date) => new Date(now.getTime() + holdMs);

  return {
    /** Claims the key for this call; the stored answer of an earlier call with it; or a refusal (422, 409). */
    async claim({ key, scope, fingerprint }: SentKey): Promise<KeyOutcome> {
      const claim = randomBytes(16).toString('hex');
      // Twice at most: a key let go between the claim and the look is claimed again, once.
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const now = clock();
        if (await keys.claim({ key, scope, fingerprint, claim, heldUntil: holdUntil(now), now })) {
          return { held: { key, claim } };
        }
        const row = await keys.find(key);
        if (!row) continue;
        // Another caller's key answers nothing of theirs, whatever the call: the same refusal as another body.
        if (row.scope !== scope || row.fingerprint !== fingerprint)
          throw new KeyReusedError(apiMessages.idempotencyKeyReused);
        if (row.status !== null) return { answered: { status: row.status, answer: row.answer ?? {} } };
        if (
          row.heldUntil.getTime() <= now.getTime() &&
          (await keys.takeOver({ key, claim, heldUntil: holdUntil(now), now }))
        )
          return { held: { key, claim } };
        break;
      }
      throw new KeyInUseError(apiMessages.idempotencyKeyInUse, IN_USE_RETRY_SECONDS);
    },

    /** In the write's transaction: refused (and the write with it) when a repeat has taken the key over. */
    async keep({ key, claim }: HeldKey, answer: KeptAnswer, tx: Executor): Promise<void> {
      if (!(await keys.keep(key, claim, answer, tx)))
        throw new KeyInUseError(apiMessages.idempotencyKeyInUse, IN_USE_RETRY_SECONDS);
    },

    /** For a call that ended without a stored answer: a repeat then carries it out. */
    release({ key, claim }: HeldKey): Promise<void> {
      return keys.release(key, claim);
    },

    /** For a write taken back after its commit, in the transaction that takes it back. */
    forget({ key, claim }: HeldKey, tx?: Executor): Promise<void> {
      return keys.forget(key, claim, tx);
    },
  };
}

export type IdempotencyService = ReturnType<typeof createIdempotencyService>;
