import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** One API call as a visitor's browser made it, with when it started and ended (performance.now()). */
export interface TimedCall {
  method: string;
  path: string;
  /** 0: no answer at all (the connection failed). */
  status: number;
  body: Record<string, unknown>;
  /** Its Retry-After header, when it had one. */
  retryAfter?: string;
  start: number;
  end: number;
}

export type CallMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CallOptions {
  token?: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

/** The call's headers: its own, its session token, and the JSON content type when it sends a body. */
function requestHeaders(options: CallOptions): Record<string, string> {
  return {
    ...options.headers,
    ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    ...(options.payload === undefined ? {} : { 'content-type': 'application/json' }),
  };
}

/** An answer's JSON body, or nothing: nginx's own error pages are HTML, and the status says enough. */
function jsonBody(text: string): Record<string, unknown> {
  try {
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** A JSON call through `baseUrl`, never throwing: a failed connection is status 0. */
export async function timedCall(
  baseUrl: string,
  method: CallMethod,
  path: string,
  options: CallOptions = {},
): Promise<TimedCall> {
  const start = performance.now();
  try {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: requestHeaders(options),
      body: options.payload === undefined ? undefined : JSON.stringify(options.payload),
    });
    const body = jsonBody(await response.text());
    const retryAfter = response.headers.get('retry-after') ?? undefined;
    return { method, path, status: response.status, body, retryAfter, start, end: performance.now() };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { method, path, status: 0, body: { message }, start, end: performance.now() };
  }
}

/**
 * The same call on a connection of its own, closed after it: a client connection kept open to nginx could be closed
 * by an old worker as nginx reloads, which is no fault of the deployment (browsers retry such a request).
 */
export function freshCall(
  baseUrl: string,
  method: CallMethod,
  path: string,
  options: CallOptions = {},
): Promise<TimedCall> {
  const start = performance.now();
  const body = options.payload === undefined ? undefined : JSON.stringify(options.payload);
  return new Promise((resolve) => {
    const failed = (error: Error) =>
      resolve({ method, path, status: 0, body: { message: error.message }, start, end: performance.now() });
    const request = http.request(
      `${baseUrl}${path}`,
      {
        method,
        agent: false,
        headers: requestHeaders(options),
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.once('error', failed);
        response.once('end', () => {
          const parsed = jsonBody(Buffer.concat(chunks).toString());
          resolve({ method, path, status: response.statusCode ?? 0, body: parsed, start, end: performance.now() });
        });
      },
    );
    request.once('error', failed);
    request.end(body);
  });
}

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as sent, still compressed when Content-Encoding says so. */
  raw: Buffer;
  /** The body decoded from its Content-Encoding. */
  decoded: Buffer;
}

export function decode(raw: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'gzip') return gunzipSync(raw);
  if (encoding === 'br') return brotliDecompressSync(raw);
  return raw;
}

/** A GET as it goes over the wire: fetch would decompress the body and hide Content-Encoding's effect. */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.once('error', reject);
      response.once('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = response.headers['content-encoding'];
        resolve({ status: response.statusCode ?? 0, headers: response.headers, raw, decoded: decode(raw, encoding) });
      });
    });
    request.once('error', reject);
  });
}

/** A POST of `body` as it goes over the wire, answered whatever its status. */
export function rawPost(url: string, body: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.once('error', reject);
        response.once('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = response.headers['content-encoding'];
          resolve({ status: response.statusCode ?? 0, headers: response.headers, raw, decoded: decode(raw, encoding) });
        });
      },
    );
    // nginx may answer 413 and close before it has read the whole body.
    request.once('error', reject);
    request.end(body);
  });
}

/** Runs `work` on every item with at most `limit` at a time, keeping the order of the results. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
