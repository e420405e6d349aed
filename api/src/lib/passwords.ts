import os from 'node:os';
import argon2 from 'argon2';
import { apiMessages } from './api-messages';
import { createLimiter, QueueRefusedError } from './concurrency';
import { BusyError } from './domain-errors';

// OWASP's minimum for argon2id: 19 MiB, 2 passes, 1 lane.
const options = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashes running at once. Each holds 19 MiB and a core for its whole run, so more than the cores only adds memory
 * (and the allocator keeps it afterwards); waiting in this queue instead keeps the server's memory bounded under
 * any burst of logins or sign-ups, at the same hash rate.
 */
export const ARGON2_CONCURRENCY = Math.min(4, Math.max(2, os.availableParallelism()));

/**
 * The queue in front of those slots is bounded in length and in time, so that a flood of hashing calls (logins,
 * sign-ups, password changes from many addresses) is refused at once with 503 instead of making every caller,
 * real users included, wait behind it. A hash takes about 50 ms of one core, so the slots clear some 20 hashes a
 * second each: 32 waiters per slot is at most ~1.6 s of waiting in the worst case, and room for the registration
 * spike of the API bench (50 sign-ups or logins at once) with margin. The deadline refuses a caller whose turn
 * has not come after 5 s (the machine is overloaded by other work): by then a person would rather try again.
 */
export const ARGON2_MAX_WAITING = ARGON2_CONCURRENCY * 32;
export const ARGON2_MAX_WAIT_MS = 5_000;
/** What a refused caller is told: by then the queue has moved on by a few hundred hashes. */
export const BUSY_RETRY_AFTER_SECONDS = 5;

const argon2Slots = createLimiter({
  limit: ARGON2_CONCURRENCY,
  maxWaiting: ARGON2_MAX_WAITING,
  maxWaitMs: ARGON2_MAX_WAIT_MS,
});

async function inSlot<T>(task: () => Promise<T>): Promise<T> {
  try {
    return await argon2Slots.run(task);
  } catch (error) {
    if (error instanceof QueueRefusedError) throw new BusyError(apiMessages.busy, BUSY_RETRY_AFTER_SECONDS);
    throw error;
  }
}

/** Throws BusyError when the queue of hashes is full. */
export function hashPassword(password: string): Promise<string> {
  return inSlot(() => argon2.hash(password, options));
}

/** Throws BusyError when the queue of hashes is full. */
export function verifyPassword(hash: string, password: string): Promise<boolean> {
  return inSlot(async () => {
    try {
      return await argon2.verify(hash, password);
    } catch {
      // A malformed stored hash is a failed login, not a server error.
      return false;
    }
  });
}

/** Hashes in flight and waiting for a slot, for tests and diagnostics. */
export const argon2Load = () => argon2Slots.stats();

let dummyHash: Promise<string> | undefined;

/** A hash to verify against when the e-mail is unknown, so both failures of a login take the same time. */
export function hashForUnknownUser(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-1A').catch((error: unknown) => {
    // Refused while the queue was full: the next caller tries again instead of inheriting the refusal forever.
    dummyHash = undefined;
    throw error;
  });
  return dummyHash;
}
