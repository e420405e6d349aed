/** PostgreSQL's SQLSTATE for a unique violation, the same from pg and from PGlite. */
const UNIQUE_VIOLATION = '23505';

/**
 * True when the error (or an error it wraps: Drizzle wraps driver errors) is a unique violation,
 * optionally of one named constraint.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current === 'object') {
      const record = current as { code?: unknown; constraint?: unknown; cause?: unknown; message?: unknown };
      if (record.code === UNIQUE_VIOLATION) {
        if (!constraint) return true;
        return (
          record.constraint === constraint ||
          (typeof record.message === 'string' && record.message.includes(constraint))
        );
      }
      current = record.cause;
    } else {
      return false;
    }
  }
  return false;
}

/**
 * What pg says when PostgreSQL does not answer in time or cannot be reached: the driver's own timeouts (a query read,
 * waiting on the pool, opening a connection), a statement cancelled by statement_timeout, lost or refused
 * connections, and the next statement of a transaction whose connection was lost meanwhile.
 */
const UNAVAILABLE_MESSAGES = new Set([
  'Query read timeout',
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
  'Connection terminated unexpectedly',
  'Connection terminated',
  'timeout expired',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
]);
// SQLSTATE classes 08 (connection exception) and 57 (operator intervention: query_canceled, admin_shutdown,
// cannot_connect_now…), and 53300 too_many_connections.
const UNAVAILABLE_SQLSTATE = /^(08|57)[0-9A-Z]{3}$|^53300$/;
const UNAVAILABLE_SYSCALL = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH']);

/** True when the error (or one it wraps) says the database did not answer in time or could not be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    const record = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof record.message === 'string' && UNAVAILABLE_MESSAGES.has(record.message)) return true;
    if (typeof record.code === 'string') {
      if (UNAVAILABLE_SQLSTATE.test(record.code) || UNAVAILABLE_SYSCALL.has(record.code)) return true;
    }
    // A refused connection to a host with two addresses (IPv4 and IPv6) is an AggregateError of both.
    if (Array.isArray(record.errors) && record.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = record.cause;
  }
  return false;
}
