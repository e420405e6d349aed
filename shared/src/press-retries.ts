/**
 * How a press (a call that changes something, sent with its Idempotency-Key) is tried again when no answer comes or
 * the server is busy (docs/API.md#idempotency): the site's API client and the command line alike. At most
 * PRESS_TRIES tries, each retry starting within RETRY_WINDOW_MS of the first try, so that someone without a network
 * hears so within seconds; waits that double from FIRST_RETRY_MS, each spread by a random quarter either way so that
 * the presses of a crowd the same failure met do not come back together, and never shorter than a Retry-After.
 */
export const PRESS_TRIES = 4;
export const RETRY_WINDOW_MS = 12_000;
const FIRST_RETRY_MS = 1_000;

/** A gateway's answer for an API it could not use or that did not answer, and the API's own 503 (busy). */
const RETRIED_STATUSES: readonly number[] = [502, 503, 504];

/**
 * Whether an answer's status (undefined: no answer came) is worth another try of the press. A 409 with Retry-After
 * says the press's earlier try still runs on the server; a 409 without it is a refusal.
 */
export function worthRetrying(status: number | undefined, retryAfterMs: number): boolean {
  return status === undefined || RETRIED_STATUSES.includes(status) || (status === 409 && retryAfterMs > 0);
}

/**
 * The wait before the next try after `tried` tries, `elapsedMs` after the first began; undefined once the tries or
 * the window are spent.
 */
export function retryWaitMs(tried: number, elapsedMs: number, retryAfterMs: number): number | undefined {
  if (tried >= PRESS_TRIES) return undefined;
  const backoff = FIRST_RETRY_MS * 2 ** (tried - 1) * (0.75 + Math.random() / 2);
  const waitMs = Math.max(backoff, retryAfterMs);
  return elapsedMs + waitMs > RETRY_WINDOW_MS ? undefined : waitMs;
}

/** Seconds of a Retry-After header, as milliseconds (0 without one). */
export function retryAfterMsOf(value: unknown): number {
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 0;
}
