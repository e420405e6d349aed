import axios from 'axios';
import { messages } from '../messages';

export interface ApiErrorOptions {
  /** HTTP status of the answer, when one came. */
  status?: number;
  /** False when the API gave no answer (network failure, timeout, a gateway with the API down). */
  reachedServer: boolean;
  /** From a 429's Retry-After header: when the server will accept the call again. */
  retryAfterSeconds?: number;
  cause?: unknown;
}

/** A failed API call, carrying the message a toast should show. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status?: number;
  readonly reachedServer: boolean;
  readonly retryAfterSeconds?: number;

  constructor(message: string, { status, reachedServer, retryAfterSeconds, cause }: ApiErrorOptions) {
    super(message, cause === undefined ? undefined : { cause });
    this.status = status;
    this.reachedServer = reachedServer;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The words to show for a failed call: the ApiError's message (the server's, or the one for no answer), or
 * `fallback` for anything else, which is a bug of our own and has no better words.
 */
export function errorMessage(error: unknown, fallback: string = messages.unexpectedError): string {
  return isApiError(error) ? error.message : fallback;
}

/** The `message` of an answer body, when it has a usable one. */
export function serverMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { message } = body as { message?: unknown };
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/** For an answer without a message of its own. */
export function genericMessage(status: number): string {
  return status >= 500 ? messages.internalServerError : messages.unexpectedError;
}

/** Seconds of a Retry-After header; the HTTP-date form is not used by our API. */
function retryAfterOf(headers: Record<string, unknown> | undefined): number | undefined {
  const value = Number(headers?.['retry-after']);
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

// A proxy or gateway answering this without the API's JSON body means the API itself was not reached.
const GATEWAY_STATUSES = new Set([502, 503, 504]);

/**
 * Turns whatever a call threw into an ApiError (docs/API.md#answers-and-status-codes): the server's message when a
 * body with one came back, whatever the status; `fallbackMessage` (or a generic one) when an answer came without a
 * message; and `networkMessage`, the calling screen's message (docs/PRODUCT.md#messages), when no answer came at all.
 */
export function toApiError(error: unknown, networkMessage: string, fallbackMessage?: string): ApiError {
  if (error instanceof ApiError) return error;
  if (!axios.isAxiosError(error) || error.response === undefined) {
    return new ApiError(networkMessage, { reachedServer: false, cause: error });
  }
  const { status } = error.response;
  const message = serverMessage(error.response.data as unknown);
  const retryAfterSeconds = retryAfterOf(error.response.headers);
  if (message !== undefined) {
    return new ApiError(message, { status, reachedServer: true, retryAfterSeconds, cause: error });
  }
  if (GATEWAY_STATUSES.has(status)) return new ApiError(networkMessage, { status, reachedServer: false, cause: error });
  return new ApiError(fallbackMessage ?? genericMessage(status), { status, reachedServer: true, cause: error });
}
