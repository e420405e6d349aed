import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './accounts';
import { createdAt } from './columns';

/** Who may release each remote, its releases with their history, and the browsers' reports on them. */

/**
 * Who may release a remote besides the organisers (docs/API.md#releasers): a sub-team's member, for that remote only.
 * Granted and revoked by the command line alone, and read on every release call, so a revoke holds back the next.
 */
export const remoteReleasers = pgTable(
  'remote_releasers',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    remote: text('remote').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.remote] })],
);

/** Where a release of a remote stands (docs/API.md#remote-releases). */
export type RemoteReleaseState = 'stable' | 'canary' | 'retired' | 'ended';
export type RemoteReleaseAction = 'released' | 'canary' | 'promoted' | 'aborted' | 'auto-rollback' | 'rollback';
export type RemoteHealthOutcome = 'ok' | 'load-failed' | 'timeout' | 'render-error';

/**
 * The bundles a sub-team released for its remote (docs/API.md#remote-releases). Rows are never deleted: the history is
 * what a rollback goes back to. At most one stable release and one canary per remote, kept by the database, so two
 * releases racing cannot both become it.
 */
export const remoteReleases = pgTable(
  'remote_releases',
  {
    id: serial('id').primaryKey(),
    remote: text('remote').notNull(),
    /** The remote's mf-manifest.json or remoteEntry.js. */
    url: text('url').notNull(),
    createdAt: createdAt(),
    createdBy: text('created_by').notNull(),
    /** The verify:remote report the release was made with, as given: the API does not read it. */
    report: jsonb('report').$type<unknown>().notNull(),
    state: text('state').$type<RemoteReleaseState>().notNull(),
    /** The canary's percentage of browsers (1–99); kept once it ended, for the history. */
    share: smallint('share'),
    /**
     * Why a release was taken off the site: a canary aborted, ended by a rollback or by its failure rate; a stable
     * release a rollback retired. Such a release is never a rollback's target; one retired by a newer release has none.
     */
    endedReason: text('ended_reason'),
  },
  (table) => [
    uniqueIndex('remote_releases_one_stable')
      .on(table.remote)
      .where(sql`state = 'stable'`),
    uniqueIndex('remote_releases_one_canary')
      .on(table.remote)
      .where(sql`state = 'canary'`),
    index('remote_releases_remote_idx').on(table.remote, table.id),
    check('remote_releases_state_check', sql`state IN ('stable', 'canary', 'retired', 'ended')`),
    check('remote_releases_share_check', sql`share IS NULL OR share BETWEEN 1 AND 99`),
    check('remote_releases_canary_share_check', sql`state <> 'canary' OR share IS NOT NULL`),
  ],
);

/** What happened to the releases of a remote, who did it and why: the history `npm run remote -- history` prints. */
export const remoteReleaseEvents = pgTable(
  'remote_release_events',
  {
    id: serial('id').primaryKey(),
    remote: text('remote').notNull(),
    releaseId: integer('release_id')
      .notNull()
      .references(() => remoteReleases.id),
    action: text('action').$type<RemoteReleaseAction>().notNull(),
    actor: text('actor').notNull(),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('remote_release_events_remote_idx').on(table.remote, table.id),
    index('remote_release_events_release_id_idx').on(table.releaseId),
  ],
);

/**
 * Browsers' reports of how a remote loaded (POST /api/remote-health): free of personal data, no address, account or
 * cookie; the page load's random id (its ticket's) and a keyed hash of its network. Kept a day (the expiry sweep); the
 * status reads the last hour.
 */
export const remoteHealth = pgTable(
  'remote_health',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    remote: text('remote').notNull(),
    /** Null: the site's built-in entry, served while the remote has no stable release. */
    releaseId: integer('release_id').references(() => remoteReleases.id),
    /** The page load, drawn by the server for its ticket (lib/health-ticket.ts). */
    session: text('session').notNull(),
    outcome: text('outcome').$type<RemoteHealthOutcome>().notNull(),
    /**
     * A keyed hash of the network the report came from (lib/health-ticket.ts), never the address: a canary counts a
     * network's first few page loads alone (docs/API.md#automatic-rollback). Empty in rows from before it was kept.
     */
    network: text('network').notNull().default(''),
    /** The latest report of this session, release and outcome. */
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('remote_health_remote_at_idx').on(table.remote, table.at),
    index('remote_health_release_at_idx').on(table.releaseId, table.at),
    // A session counts once per release and outcome, however often it repeats its report.
    uniqueIndex('remote_health_once').on(table.remote, sql`coalesce(release_id, 0)`, table.session, table.outcome),
    check('remote_health_outcome_check', sql`outcome IN ('ok', 'load-failed', 'timeout', 'render-error')`),
  ],
);

/**
 * What a release's bundle published beside its manifest (routes.json, pages.json, fragments.json), read and judged
 * when the release was made (docs/ARCHITECTURE.md#releases-and-canaries), in the transaction that records it: every
 * API process reads a release's pages from here, never from the bundle's host, so a release serves its heads and
 * prerendered pages from its first visit on, whichever process answers. Kept as published; the server judges it
 * again by its current rules whenever it reads it (docs/SECURITY.md#what-a-releaser-can-and-cannot-do).
 */
export const remoteReleaseFiles = pgTable('remote_release_files', {
  releaseId: integer('release_id')
    .primaryKey()
    .references(() => remoteReleases.id),
  routes: text('routes').notNull(),
  /** Null: the bundle publishes none (its pages get the generic head, or are left to the browser). */
  pages: text('pages'),
  fragments: text('fragments'),
});
