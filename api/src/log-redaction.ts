import type { FastifyRequest } from 'fastify';

/**
 * Paths carry secrets: the reset link's page is `/changePassword/<email>/<token>`, and API paths carry e-mail
 * addresses and mobile numbers (`/api/auth/checkEmail/<email>`, `updateUser/<email>`, `checkMobile/<mobile>`).
 * Fastify writes the raw path into some of its own lines ("Route GET:/… not found", the message of a malformed-URL
 * error), so every string of every log line goes through `scrubText` before it is written, and the Authorization
 * header is cut by pino's `redact`. Errors carry personal data too: a failed query's message, stack and `params` list
 * its parameters (an e-mail, a mobile, a password's hash), and the database's `detail` names the value of a broken
 * constraint ("Key (email)=(…) already exists"); `scrubText` takes those out wherever they are
 * (docs/SECURITY.md#what-the-logs-keep). What stays: route patterns, ids, statuses — what an operator needs.
 */

const TOKEN_LIKE = /^[A-Za-z0-9_-]{32,}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PHONE_LIKE = /^(\+|%2B)?\d{7,15}$/i;
const EMAIL_LIKE = /@|%40/i;

/** One path segment, query value or query parameter: what it is, when it is personal or secret; else itself. */
function scrubPart(part: string): string {
  if (EMAIL_LIKE.test(part)) return '[email]';
  if (part.startsWith('$argon2')) return '[hash]';
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

// A password's hash as lib/passwords.ts stores it (PHC form: $argon2id$v=19$m=19456,p=1,t=2$salt$hash), base64
// with slashes, so it is taken out before the paths are.
const ARGON2_HASH = /\$argon2(?:id|i|d)\$v=\d+\$[\w=,]+\$[\w+/]+\$[\w+/]+/g;

// An e-mail address inside free text: "params: 1,asha@example.org", "Key (email)=(asha@example.org) already exists".
// Linear in the text's length (no super-linear regex may read what a client wrote): a match starts only where a run
// of the local part's characters starts (the lookbehind), and '@' and '.' end each part, so no character is tried
// as the start of more than one match attempt.
const EMAIL_IN_TEXT = /(?<![\w.%+-])[\w.%+-]+@[\w-]+(?:\.[\w-]+)+/g;

// The parameters line of a failed query (drizzle-orm's DrizzleQueryError: "Failed query: …\nparams: a,b,c").
const QUERY_PARAMS_LINE = /^params: .*$/gm;

/** A failed query's parameters, each judged by its look as a path segment is: e-mails, mobiles, tokens, hashes. */
const scrubParams = (line: string) =>
  `params: ${line
    .slice('params: '.length)
    .split(',')
    .map((param) => scrubPart(param.trim()))
    .join(',')}`;

/** Free text (a message, an error's message or stack, a database's detail) with every path, e-mail and hash scrubbed. */
export function scrubText(text: string): string {
  let scrubbed = text.includes('$argon2') ? text.replace(ARGON2_HASH, '[hash]') : text;
  if (scrubbed.includes('/')) scrubbed = scrubbed.replace(PATH_IN_TEXT, scrubUrl);
  if (scrubbed.includes('params: ')) scrubbed = scrubbed.replace(QUERY_PARAMS_LINE, scrubParams);
  return scrubbed.includes('@') ? scrubbed.replace(EMAIL_IN_TEXT, '[email]') : scrubbed;
}

/** A value an error or a line carries (a failed query's `params`, a nested field): its strings scrubbed. */
function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (Array.isArray(value)) return depth < 3 ? value.map((item) => scrubParam(item, depth + 1)) : '[…]';
  if (typeof value !== 'object' || value === null || isErrorLike(value)) return value;
  if (depth >= 3) return '[…]';
  return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, scrubValue(field, depth + 1)]));
}

/** One item of a list such as a query's parameters: judged whole by its look first, then as text. */
const scrubParam = (value: unknown, depth: number): unknown =>
  typeof value === 'string' ? scrubText(scrubPart(value)) : scrubValue(value, depth);

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
    serialized[key] = scrubValue(value);
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
        for (const [key, value] of Object.entries(arg)) fields[key] = scrubValue(value);
        return fields;
      });
      method.apply(this, scrubbed);
    },
  },
};
