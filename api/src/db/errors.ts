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
