import type { LoginChallenge } from '@greatstep/shared/isomorphic';

/**
 * What a service says when it refuses: the kind of refusal and the message to show, never a status code. The
 * API's error handler is the one place that turns a kind into a status (plugins/app/error-handler.ts).
 */
export abstract class DomainError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** The input breaks a rule a form could not check (a wrong code, a used reset link, an unlisted college). */
export class BadInputError extends DomainError {
  override name = 'BadInputError';
}

/** No one is signed in, or the credentials are wrong. */
export class UnauthenticatedError extends DomainError {
  override name = 'UnauthenticatedError';
}

/** Signed in, but not allowed to do this (another user's records, a member acting as leader). */
export class ForbiddenError extends DomainError {
  override name = 'ForbiddenError';
}

export class NotFoundError extends DomainError {
  override name = 'NotFoundError';
}

/** The state forbids it: taken, already there, full. */
export class ConflictError extends DomainError {
  override name = 'ConflictError';
}

/**
 * The call with this Idempotency-Key is still running (docs/API.md#idempotency): asking again after
 * `retryAfterSeconds` gets its answer.
 */
export class KeyInUseError extends ConflictError {
  override name = 'KeyInUseError';

  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/** An Idempotency-Key sent before with another call: another body, path or caller (docs/API.md#idempotency). */
export class KeyReusedError extends DomainError {
  override name = 'KeyReusedError';
}

export class RateLimitedError extends DomainError {
  override name = 'RateLimitedError';

  constructor(
    message: string,
    /** When asking again can work. */
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/**
 * A sign-in from a network where many failed (docs/SECURITY.md#one-address-many-people) that brought no solved
 * challenge: refused like a rate limit, with the challenge whose proof lets the same sign-in through.
 */
export class ChallengeRequiredError extends RateLimitedError {
  override name = 'ChallengeRequiredError';

  constructor(
    message: string,
    retryAfterSeconds: number,
    readonly challenge: LoginChallenge,
  ) {
    super(message, retryAfterSeconds);
  }
}

/** Something the call needs (the mail server) failed; trying again later can work. */
export class UnavailableError extends DomainError {
  override name = 'UnavailableError';
}

/**
 * The server is at capacity (the queue of password hashes is full): refused at once so that the calls it can
 * serve stay fast. Asking again after `retryAfterSeconds` can work.
 */
export class BusyError extends UnavailableError {
  override name = 'BusyError';

  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}
