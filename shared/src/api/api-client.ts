import axios, { AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { userStore } from '../store';

/** Relative to the page, so the site works under whatever origin serves it (docs/API.md#calls: under /api). */
export const DEFAULT_API_BASE_URL = '/api';
export const API_TIMEOUT_MS = 15_000;

/** The one HTTP client of every app. Plain objects are sent as JSON, which is axios's default. */
export const apiClient = axios.create({
  baseURL: DEFAULT_API_BASE_URL,
  timeout: API_TIMEOUT_MS,
  headers: { Accept: 'application/json' },
});

export interface ApiSettings {
  baseURL?: string;
  timeout?: number;
}

/** The shell calls this at start-up when the API lives elsewhere; the library is a singleton, so every remote follows. */
export function configureApi({ baseURL, timeout }: ApiSettings): void {
  if (baseURL !== undefined) apiClient.defaults.baseURL = baseURL;
  if (timeout !== undefined) apiClient.defaults.timeout = timeout;
}

// Same test axios uses: a URL with a scheme or starting with `//` ignores baseURL.
const ABSOLUTE_URL = /^([a-z][a-z\d+\-.]*:)?\/\//i;

/*
 * Calls that prove who someone is by their own means (a password, a mailed code or link) and never by the session:
 * they go without the stored token, so a 401 from a failed sign-in, tried while someone is signed in, says nothing
 * about that session and must not sign them out.
 */
const SESSIONLESS_PATH =
  /^\/?auth\/(login|register|sendEmail|checkEmail|checkMobile|resetPassword|changePassword)(\/|$)/;

function bearer(token: string): string {
  return `Bearer ${token}`;
}

function authorizationOf(config: InternalAxiosRequestConfig | undefined): unknown {
  return config === undefined ? undefined : AxiosHeaders.from(config.headers).get('Authorization');
}

apiClient.interceptors.request.use((config) => {
  const token = userStore.get()?.token;
  // The token goes only to our API: an absolute URL may point at another site.
  const toOurApi = config.url === undefined || !ABSOLUTE_URL.test(config.url);
  const needsSession = config.url === undefined || !SESSIONLESS_PATH.test(config.url);
  if (token !== undefined && toOurApi && needsSession && !config.headers.has('Authorization')) {
    config.headers.set('Authorization', bearer(token));
  }
  return config;
});

/*
 * A 401 to a request that carried the stored token means that session is over on the server (it expired, or a
 * password change ended the user's other sessions), so the stored user is cleared and every remote shows the
 * visitor as signed out at once. The comparison with the token stored now keeps a late answer to a request of an
 * earlier session from signing out the user who has just signed in.
 */
apiClient.interceptors.response.use(undefined, (error: unknown) => {
  if (axios.isAxiosError(error) && error.response?.status === 401) {
    const token = userStore.get()?.token;
    if (token !== undefined && authorizationOf(error.config) === bearer(token)) userStore.clear();
  }
  return Promise.reject(error);
});
