import axios from 'axios';
import { messages } from '../messages';
import { retryAfterMsOf, retryWaitMs, worthRetrying } from '../press-retries';

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

/** Says the notice to every page listening. */
export function announceRetry(words: string): void {
  for (const listener of listeners) listener(words);
}

/** Whether an answer came from the API itself (its JSON with a message), not from a gateway in front of it. */
function serverSpoke(body: unknown): boolean {
  return typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string';
}

/**
 * What a failed try of a press says about trying again (shared/src/press-retries.ts): the wait before the next try,
 * and the notice's words; or nothing, when the failure is the press's answer (a refusal, a cancel) or its tries are
 * spent.
 */
export function nextTry(
  error: unknown,
  tried: number,
  elapsedMs: number,
): { waitMs: number; notice: string } | undefined {
  if (!axios.isAxiosError(error) || axios.isCancel(error)) return undefined;
  const { response } = error;
  const retryAfterMs = retryAfterMsOf((response?.headers as Record<string, unknown> | undefined)?.['retry-after']);
  if (!worthRetrying(response?.status, retryAfterMs)) return undefined;
  const waitMs = retryWaitMs(tried, elapsedMs, retryAfterMs);
  if (waitMs === undefined) return undefined;
  const busy = response !== undefined && serverSpoke(response.data);
  return { waitMs, notice: busy ? messages.retryingBusy : messages.retryingNoAnswer };
}
