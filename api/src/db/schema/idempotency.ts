import { index, integer, json, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The keys of the calls that change something, each with the answer it got (docs/API.md#idempotency): a repeat of
 * the call with its key is answered from here instead of being carried out again. A row is made when a call claims
 * its key and is given its answer in the transaction of the call's write, so a write that committed always has its
 * answer here and one that did not never has. Kept a day (the hourly expiry sweep).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** As the caller sent it: one key, one press, whoever sends it. */
    key: text('key').primaryKey(),
    /** Whose key it is (`user:<id>`, `session:<hash>` or `network:<network>`): nobody else gets its answer. */
    scope: text('scope').notNull(),
    /** A hash of the method, path and body of the call that first used the key: another call with it is refused. */
    fingerprint: text('fingerprint').notNull(),
    /**
     * The random mark of the call that holds the key now. A repeat that takes over an expired hold writes its own, so
     * the call it replaced can no longer store its answer, and its write rolls back with that.
     */
    claim: text('claim').notNull(),
    /** Until when the call holding the key may still answer; a repeat before then is told to wait (409). */
    heldUntil: timestamp('held_until', { withTimezone: true }).notNull(),
    /** The answer's status and body, once a call's write committed with them; null while the call runs. */
    status: integer('status'),
    answer: json('answer').$type<Record<string, unknown>>(),
    /** From the app's clock, which the sweep reads too. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('idempotency_keys_created_at_idx').on(table.createdAt)],
);
