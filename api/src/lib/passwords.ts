import argon2 from 'argon2';

// OWASP's minimum for argon2id: 19 MiB, 2 passes, 1 lane.
const options = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, options);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    // A malformed stored hash is a failed login, not a server error.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** A hash to verify against when the e-mail is unknown, so both failures of a login take the same time. */
export function hashForUnknownUser(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-1A');
  return dummyHash;
}
