export { apiClient, configureApi, DEFAULT_API_BASE_URL, API_TIMEOUT_MS } from './api-client';
export type { ApiSettings } from './api-client';
export { ApiError, errorMessage, isApiError, toApiError, serverMessage } from './api-error';
export type { ApiErrorOptions } from './api-error';
export { call } from './call';
export { onRetry } from './retry';
export { PRESS_TRIES, RETRY_WINDOW_MS } from '../press-retries';
export type { CallOptions } from './call';
