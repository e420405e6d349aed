import type { FastifyRequest } from 'fastify';

/**
 * Paths carry secrets: the reset link's page is `/changePassword/<email>/<token>`, and API paths carry e-mail
 * addresses and mobile numbers (`/api/auth/checkEmail/<email>`, `updateUser/<email>`, `checkMobile/<mobile>`).
 * Fastify writes the raw path into some of its own lines ("Route GET:/… not found", the message of a malformed-URL
 * error), so every string of every log line goes through `scrubText` before it is written, and the Authorization
 * header is cut by pino's `redact`. What stays: route patterns, ids, statuses — what an operator needs.
 */

const TOKEN_LIKE = /^[A-Za-z0-9_-]{32,}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PHONE_LIKE = /^(\+|%2B)?\d{7,15}$/i;
const EMAIL_LIKE = /@|%40/i;

/** One path segment or query value: what it is, when it is personal or secret; else itself. */
function scrubPart(part: string): string {
  if (EMAIL_LIKE.test(part)) return '[email]';
  if (UUID.test(part)) return part;
  if (TOKEN_LIKE.test(part)) return '[token]';
  if (PHONE_LIKE.test(part)) return '[number]';
  return part;
}

/** A URL path with its query: the reset page's two parameters always, any other segment or value by its look. */
export function scrubUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
  const segments = pathname.split('/');
  const resetPage = segments.findIndex((segment) => segment.toLowerCase() === 'changepassword');
  const scrubbed = segments.map((segment, index) => {
    if (resetPage !== -1 && index === resetPage + 1) return '[email]';
    if (resetPage !== -1 && index === resetPage + 2) return '[token]';
    return scrubPart(segment);
  });
  if (queryStart === -1) return scrubbed.join('/');
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      return equals === -1 ? scrubPart(pair) : `${pair.slice(0, equals)}=${scrubPart(pair.slice(equals + 1))}`;
    });
  return `${scrubbed.join('/')}?${query.join('&')}`;
}

// A path inside free text: from a slash up to white space or a quote ("'/api/x/%E0' is not a valid url component").
const PATH_IN_TEXT = /\/[^\s'"`<>]*/g;

/** Free text (a message, an error's message or stack) with every path in it scrubbed. */
export function scrubText(text: string): string {
  return text.includes('/') ? text.replace(PATH_IN_TEXT, scrubUrl) : text;
}

interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

// Duck-typed rather than instanceof: errors of Node's own (a refused connection) come from another realm in jest.
const isErrorLike = (value: unknown): value is Error =>
  typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';

/** pino's error shape (type, message, stack, own fields, cause), with the text scrubbed. */
export function serializeError(error: Error, depth = 0): SerializedError {
  if (!isErrorLike(error)) return { type: typeof error, message: scrubText(String(error)), stack: '' };
  const serialized: SerializedError = {
    type: error.constructor.name,
    message: scrubText(error.message),
    stack: scrubText(error.stack ?? ''),
  };
  for (const [key, value] of Object.entries(error)) {
    if (key === 'cause' || key in serialized) continue;
    serialized[key] = typeof value === 'string' ? scrubText(value) : value;
  }
  const { cause } = error;
  if (isErrorLike(cause) && depth < 5) serialized.cause = serializeError(cause, depth + 1);
  else if (cause !== undefined) serialized.cause = typeof cause === 'string' ? scrubText(cause) : cause;
  return serialized;
}

/** What a line says about a request, if one is ever logged whole: no headers, the path scrubbed. */
interface SerializedRequest {
  [key: string]: unknown;
  method: string;
  url: string;
  remoteAddress: string;
}

function serializeRequest(request: FastifyRequest): SerializedRequest {
  return { method: request.method, url: scrubUrl(request.url), remoteAddress: request.ip };
}

export interface RedactingLoggerOptions {
  redact: { paths: string[]; censor: string };
  serializers: { err: (error: Error) => SerializedError; req: (request: FastifyRequest) => SerializedRequest };
  hooks: { logMethod: (this: unknown, args: unknown[], method: (...args: unknown[]) => void) => void };
}

/** The pino options that keep secrets out of every line, in JSON and in pretty mode alike. */
export const redactingLoggerOptions: RedactingLoggerOptions = {
  redact: {
    paths: [
      'authorization',
      'headers.authorization',
      'headers.cookie',
      'req.headers.authorization',
      'req.headers.cookie',
      '*.headers.authorization',
      'token',
      'password',
      'newPassword',
      'body.token',
      'body.password',
      'body.newPassword',
    ],
    censor: '[redacted]',
  },
  serializers: { err: serializeError, req: serializeRequest },
  hooks: {
    // Every string a line is made of, the message and the top-level fields alike (`{ url }`, interpolated values).
    logMethod(args, method) {
      const scrubbed = args.map((arg) => {
        if (typeof arg === 'string') return scrubText(arg);
        if (isErrorLike(arg) || typeof arg !== 'object' || arg === null) return arg;
        const fields: Record<string, unknown> = {};
        for (const [key, value] of Object.entries(arg))
          fields[key] = typeof value === 'string' ? scrubText(value) : value;
        return fields;
      });
      method.apply(this, scrubbed);
    },
  },
};
