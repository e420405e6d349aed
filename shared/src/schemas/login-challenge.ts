import './zod-config';
import { z } from './zod';
import { errorAnswerSchema } from './answers';
import { loginSchema } from './auth';

// Only the API and the tests read these (the isomorphic entry): the sign-in form sends back what the server gave it, so
// ./schemas, which the form pages load whole, stays as it was (docs/ARCHITECTURE.md#boundaries).

/**
 * A sign-in's proof of work, asked of browsers without a device cookie on a network where many sign-ins failed
 * (docs/SECURITY.md#one-address-many-people): the server's challenge, signed, and what the browser found. The
 * browser looks for the number from 0 to `max` whose SHA-256 after `salt` is `hash`.
 */
export const loginChallengeSchema = z.object({
  salt: z.string().regex(/^[\da-f]{24}$/),
  hash: z.string().regex(/^[\da-f]{64}$/),
  max: z.number().int().min(1).max(100_000_000),
  /** Milliseconds since 1970: the server takes no proof after this. */
  expires: z.number().int().min(0),
  signature: z.string().regex(/^[\w-]{43}$/),
});

export const loginProofSchema = loginChallengeSchema.extend({ number: z.number().int().min(0).max(100_000_000) });

/** POST /auth/login as the server reads it: the form's fields, and a proof when a challenge asked for one. */
export const provenLoginSchema = loginSchema.extend({ proof: loginProofSchema.optional() });

/** POST /auth/login refused with 429: with a challenge when solving it lets the same sign-in through. */
export const loginRefusalSchema = errorAnswerSchema.extend({ challenge: loginChallengeSchema.optional() });
