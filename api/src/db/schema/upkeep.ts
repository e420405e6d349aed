import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** The server's own records: rate-limit counts and the organisers' audit log. */

/**
 * Rate-limit counts when no REDIS_URL is set (plugins/external/rate-limit.ts): one row per key and fixed window. In
 * the database no flood of other keys can push a count out, and every API process on the same PostgreSQL shares it.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    /** The end of the key's window: then the count starts again from zero, and the sweep deletes the row. */
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limits_resets_at_idx').on(table.resetsAt)],
);

/**
 * What organisers did (docs/API.md#organisers): who, what, when, to whom, and the account's fields before and after.
 * No foreign keys: the record outlives the accounts it names.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    /** In the order the changes were made, which the clock's times alone may not tell apart. */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The organiser's account; null for the command line. */
    actorId: uuid('actor_id'),
    /** The organiser's e-mail, or `npm run admin`. */
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    targetId: uuid('target_id'),
    /** The account's e-mail at the time. */
    target: text('target').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (table) => [index('audit_log_target_id_idx').on(table.targetId)],
);
