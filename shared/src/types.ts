import type { z } from 'zod';
import type { teamPersonSchema, teamSchema, userSchema } from './schemas/answers';
import type { loginChallengeSchema, loginProofSchema } from './schemas/login-challenge';

/** A user as the API returns it (the `user` object, docs/API.md#accounts-and-sign-up). */
export type User = z.output<typeof userSchema>;

/** The record kept in localStorage under `curUser` (docs/PRODUCT.md#the-stored-user). */
export interface CurUser extends Omit<User, 'verified'> {
  token: string;
  user: User;
  /** ISO timestamp of when the record was written. */
  savedDate: string;
}

export type TeamPerson = z.output<typeof teamPersonSchema>;

export type Team = z.output<typeof teamSchema>;

/** Every API answer carries these two fields; the browser's client also meets answers without a message. */
export interface ApiAnswer {
  success: boolean;
  message?: string;
}

/** A sign-in's challenge and its proof (docs/API.md#signing-in-and-sessions); types only, erased from every bundle. */
export type LoginChallenge = z.infer<typeof loginChallengeSchema>;
export type LoginProof = z.infer<typeof loginProofSchema>;
