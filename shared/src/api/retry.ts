import axios from 'axios';
import { messages } from '../messages';

/**
 * A press is tried at most this often, and tried again only within this time of the first try, so a visitor with no
 * network hears so in seconds (docs/API.md#idempotency).
 */
export const PRESS_TRIES = 4;
export const RETRY_WINDOW_MS = 10_000;
/** The wait before the first retry, doubled for each next one and spread by a random quarter either way. */
const FIRST_RETRY_MS = 1_000;

// A gateway's answer for an API it could not use or that did not answer; the API's own 503 when it is busy.
const RETRIED_STATUSES = new Set([502, 503, 504]);

type Notice = (words: string) => void;
const listeners = new Set<Notice>();

/**
 * Hears the words of the "still trying" notice each time a press is about to be tried again, until the returned
 * function is called: the page's way to say so (its waiting toast, or its own status line).
 */
export function onRetry(listener: Notice): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Seconds of a Retry-After header, as milliseconds. */
function retryAfterMs(headers: unknown): number {
  const value = Number((headers as Record<string, unknown> | undefined)?.['retry-after']);
  return Number.isFinite(value) && value > 0 ? value * 1000 : 0;
}

/**
 * What a failed try of a press says about trying again: the wait before the next try, and the notice's words; or
 * nothing, when the failure is the press's answer (a refusal) or its tries are spent. Retried: no answer at all (no
 * network, a timeout); a gateway's 502, 503 or 504; the API's 503 (busy, or its database slow); and the API's 409
 * with Retry-After, which says the press's earlier try is still running there. A 409 without it is a refusal.
 */
export function nextTry(
  error: unknown,
  tried: number,
  elapsedMs: number,
): { waitMs: number; notice: string } | undefined {
  if (!axios.isAxiosError(error) || axios.isCancel(error) || tried >= PRESS_TRIES) return undefined;
  const { response } = error;
  const busy = response !== undefined && serverSpoke(response.data);
  if (
    response &&
    !RETRIED_STATUSES.has(response.status) &&
    !(response.status === 409 && retryAfterMs(response.headers))
  )
    return undefined;
  const backoff = FIRST_RETRY_MS * 2 ** (tried - 1) * (0.75 + Math.random() / 2);
  const waitMs = Math.max(backoff, retryAfterMs(response?.headers));
  if (elapsedMs + waitMs > RETRY_WINDOW_MS) return undefined;
  return { waitMs, notice: busy ? messages.retryingBusy : messages.retryingNoAnswer };
}

/** Whether an answer came from the API itself (its JSON with a message), not from a gateway in front of it. */
function serverSpoke(body: unknown): boolean {
  return typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string';
}

/** Says the notice to every page listening. */
export function announceRetry(words: string): void {
  for (const listener of listeners) listener(words);
}
