import { createHash } from 'node:crypto';
import type { LoginChallenge, LoginProof } from '@greatstep/shared/isomorphic';

/**
 * Solves a login challenge as the sign-in form does (mf-account's solve-challenge.ts): the numbers from 0 up, until
 * one hashes to the challenge's hash after its salt. Node's SHA-256 instead of the form's, for the tests' time.
 */
export function solveChallenge(challenge: LoginChallenge): LoginProof {
  for (let number = 0; number <= challenge.max; number += 1) {
    const hash = createHash('sha256').update(`${challenge.salt}${number}`).digest('hex');
    if (hash === challenge.hash) return { ...challenge, number };
  }
  throw new Error('the challenge has no solution up to its max');
}

/** The challenge of a 429 answer's body, which must carry one. */
export function challengeOf(body: Record<string, unknown>): LoginChallenge {
  const { challenge } = body;
  if (typeof challenge !== 'object' || challenge === null) throw new Error('the answer carries no challenge');
  return challenge as LoginChallenge;
}
