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
 * The queue in front of those slots is bounded in time: a hash waits for its turn rather than being refused, as long
 * as its turn comes within ARGON2_MAX_WAIT_MS (docs/SECURITY.md#a-campus-signs-up-at-the-opening). Its length is
 * sized from the hash rate measured as the slots clear (slots ÷ the recent time of one hash × the wait): on two cores
 * at about 50 ms a hash that is some 200 waiters, where a fixed 64 refused a campus's sign-ups with room to spare in
 * the wait. A caller who would wait longer than the bound is refused at once with 503 and Retry-After, as is one whose
 * turn has not come by then (the machine slowed under other work): by then a person would rather try again.
 */
export const ARGON2_MAX_WAIT_MS = 5_000;
/** What a refused caller is told: by then the queue has moved on by a wait's worth of hashes. */
export const BUSY_RETRY_AFTER_SECONDS = ARGON2_MAX_WAIT_MS / 1000;
/** The time of one hash assumed until some are measured: argon2id with these options on one core of a laptop. */
const FIRST_HASH_MS = 50;
/** How much each new hash moves the measured time (an exponential average over the last twenty or so). */
const SMOOTHING = 0.1;

let hashMs = FIRST_HASH_MS;

/** Waiters whose turn comes within ARGON2_MAX_WAIT_MS at the measured rate; never fewer than a slot's worth. */
export const argon2MaxWaiting = () =>
  Math.max(ARGON2_CONCURRENCY, Math.floor((ARGON2_CONCURRENCY * ARGON2_MAX_WAIT_MS) / hashMs));

const argon2Slots = createLimiter({
  limit: ARGON2_CONCURRENCY,
  maxWaiting: argon2MaxWaiting,
  maxWaitMs: ARGON2_MAX_WAIT_MS,
});

/** A hash run in a slot, its time folded into the measured rate. */
async function timed<T>(task: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await task();
  } finally {
    hashMs += SMOOTHING * (performance.now() - started - hashMs);
  }
}

async function inSlot<T>(task: () => Promise<T>): Promise<T> {
  try {
    return await argon2Slots.run(() => timed(task));
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
