import type { AxiosRequestConfig, AxiosResponse } from 'axios';
import type { ApiAnswer } from '../types';
import { apiClient } from './api-client';
import { ApiError, genericMessage, serverMessage, toApiError } from './api-error';
import { newPressKey } from './press-key';
import { announceRetry, nextTry } from './retry';

export interface CallOptions {
  /** The message for "no answer came" (docs/PRODUCT.md#messages), e.g. messages.serverUnreachable. */
  networkMessage: string;
  /** Shown when an answer came without a message of its own; a generic message by default. */
  fallbackMessage?: string;
  /**
   * The call changes something (a press): it carries an Idempotency-Key, the same for every try, and is tried
   * again, a few times within seconds, while no answer comes or the server is busy (docs/API.md#idempotency).
   */
  keyed?: boolean;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One press: one key, and its tries. The server answers a repeat of a try that did its work with that try's answer,
 * so trying again after no answer never does the work twice.
 */
async function press(config: AxiosRequestConfig): Promise<AxiosResponse<unknown>> {
  const headers = { ...config.headers, 'Idempotency-Key': newPressKey() };
  const started = Date.now();
  for (let tried = 1; ; tried += 1) {
    try {
      return await apiClient.request<unknown>({ ...config, headers });
    } catch (error) {
      const next = nextTry(error, tried, Date.now() - started);
      if (!next) throw error;
      announceRetry(next.notice);
      await wait(next.waitMs);
    }
  }
}

/**
 * Calls the API and unwraps the answer: resolves to the body when `success` is true, and throws an ApiError with the
 * message to show otherwise — including a 2xx with `success: false` (the server's message is shown,
 * docs/API.md#answers-and-status-codes) and a 2xx that is not an API answer at all (an HTML fallback page, for
 * instance).
 */
export async function call<T extends object = ApiAnswer>(
  config: AxiosRequestConfig,
  { networkMessage, fallbackMessage, keyed = false }: CallOptions,
): Promise<T & ApiAnswer> {
  let response: AxiosResponse<unknown>;
  try {
    response = keyed ? await press(config) : await apiClient.request<unknown>(config);
  } catch (error) {
    throw toApiError(error, networkMessage, fallbackMessage);
  }
  const body = response.data;
  if (typeof body === 'object' && body !== null && (body as ApiAnswer).success === true) {
    // Only `success` is checked: the rest of the body's shape is the caller's contract with the server
    // (docs/API.md#calls).
    return body as T & ApiAnswer;
  }
  const message = serverMessage(body) ?? fallbackMessage ?? genericMessage(response.status);
  throw new ApiError(message, { status: response.status, reachedServer: true });
}
