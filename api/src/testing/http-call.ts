import type { TestApp } from './test-app';

/**
 * The calls of a test app (`t.call`), made over HTTP to a server that listens for real: the same options and the
 * same parsed answer, so the helpers written for test apps (signUp, organiserCalls) work on it too.
 */
export function httpCall(baseUrl: string): TestApp['call'] {
  return async ({ method = 'GET', url, payload, token, headers = {} }) => {
    if (typeof url !== 'string') throw new Error('httpCall takes the URL as a string');
    const sent: Record<string, string> = {};
    for (const [name, value] of Object.entries(headers)) if (value !== undefined) sent[name] = String(value);
    if (token) sent.authorization = `Bearer ${token}`;
    if (payload !== undefined) sent['content-type'] = 'application/json';
    const response = await fetch(new URL(url, baseUrl), {
      method,
      headers: sent,
      body: payload === undefined ? undefined : JSON.stringify(payload),
    });
    const text = await response.text();
    let body: Record<string, unknown> = {};
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      // Not JSON (a CSV file): the caller reads it some other way.
    }
    return { status: response.status, body, headers: Object.fromEntries(response.headers) };
  };
}
