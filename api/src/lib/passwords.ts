import os from 'node:os';
import argon2 from 'argon2';
import { createLimiter } from './concurrency';

// OWASP's minimum for argon2id: 19 MiB, 2 passes, 1 lane.
const options = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashes running at once. Each holds 19 MiB and a core for its whole run, so more than the cores only adds memory
 * (and the allocator keeps it afterwards); waiting in this queue instead keeps the server's memory bounded under
 * any burst of logins or sign-ups, at the same hash rate.
 */
export const ARGON2_CONCURRENCY = Math.min(4, Math.max(2, os.availableParallelism()));
const argon2Slots = createLimiter(ARGON2_CONCURRENCY);

export function hashPassword(password: string): Promise<string> {
  return argon2Slots.run(() => argon2.hash(password, options));
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2Slots.run(() => argon2.verify(hash, password));
  } catch {
    // A malformed stored hash is a failed login, not a server error.
    return false;
  }
}

/** Hashes in flight and waiting for a slot, for tests and diagnostics. */
export const argon2Load = () => argon2Slots.stats();

let dummyHash: Promise<string> | undefined;

/** A hash to verify against when the e-mail is unknown, so both failures of a login take the same time. */
export function hashForUnknownUser(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-1A');
  return dummyHash;
}
