import {
  bigint,
  bigserial,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
// Types only: drizzle-kit loads this file alone, without the library's build.
import type { PaymentState } from '@greatstep/shared/isomorphic';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** `organiser`: may use /api/organisers/*; granted and revoked by the command line only (docs/API.md#organisers). */
export const userRole = pgEnum('user_role', ['student', 'organiser']);

/** Where the participation fee stands (docs/PRODUCT.md#payment-states); a test holds it equal to PAYMENT_STATES. */
export const paymentState = pgEnum('payment_state', [
  'unpaid',
  'pending',
  'verified',
  'rejected',
] as const satisfies readonly PaymentState[]);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    mobile: text('mobile').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    /**
     * Raised with every change of the password: the device cookies name the generation they were issued in, so one
     * issued before the change no longer spares its browser (docs/SECURITY.md#one-address-many-people).
     */
    deviceGeneration: integer('device_generation').notNull().default(0),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    userName: text('user_name').notNull(),
    altEmail: text('alt_email').notNull().default(''),
    altMobile: text('alt_mobile').notNull().default(''),
    year: text('year').notNull(),
    college: integer('college').notNull(),
    otherCollege: text('other_college').notNull().default(''),
    referral: text('referral').notNull().default(''),
    role: userRole('role').notNull().default('student'),
    paymentState: paymentState('payment_state').notNull().default('unpaid'),
    /** The UPI transaction id or receipt number the student entered, as typed. */
    paymentReference: text('payment_reference'),
    /** The organiser's reason, while the state is `rejected`. */
    paymentRejectionReason: text('payment_rejection_reason'),
    /** When the reference was entered or last decided on. */
    paymentUpdatedAt: timestamp('payment_updated_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    // One payment pays for one account: a reference is refused for a second account by the database, so two
    // accounts entering it at the same moment cannot both keep it. Whatever its case and its hyphens, underscores or
    // spaces: the rule of paymentReferenceKey (shared/src/schemas/payment.ts), which the services compare with.
    uniqueIndex('users_payment_reference_key_unique').on(sql`translate(lower(${table.paymentReference}), '-_ ', '')`),
    index('users_payment_state_idx').on(table.paymentState),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token: a leaked table does not hand out sessions. */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

export const emailCodes = pgTable('email_codes', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** One live code per address: a new code replaces the old one. */
  email: text('email').notNull().unique(),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  tries: integer('tries').notNull().default(0),
  createdAt: createdAt(),
});

export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    used: boolean('used').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [index('password_resets_user_id_idx').on(table.userId)],
);

export const teams = pgTable(
  'teams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Registration key of the catalogue event. */
    event: text('event').notNull(),
    leaderId: uuid('leader_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  // Target of the membership rows' (team_id, event) key, so a row's event always equals its team's event.
  (table) => [unique('teams_id_event_unique').on(table.id, table.event)],
);

/** Everyone in a team, the leader included; the event is repeated so one user is in one team per event. */
export const teamMembers = pgTable(
  'team_members',
  {
    teamId: uuid('team_id').notNull(),
    event: text('event').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.teamId, table.userId] }),
    unique('team_members_event_user_unique').on(table.event, table.userId),
    foreignKey({
      name: 'team_members_team_fk',
      columns: [table.teamId, table.event],
      foreignColumns: [teams.id, teams.event],
    }).onDelete('cascade'),
    index('team_members_user_id_idx').on(table.userId),
  ],
);

/**
 * Who left a team of their own accord (docs/PRODUCT.md#team-panel). While a row exists, that team's leader can not
 * add the person back: an add mails them an invitation instead, and only their acceptance puts them in the team again.
 */
export const teamDepartures = pgTable(
  'team_departures',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.teamId, table.userId] }),
    index('team_departures_user_id_idx').on(table.userId),
  ],
);

/** `leave`: mailed with the notice of an add, it takes the person out; `invite`: their consent to rejoin. */
export const teamLinkKind = pgEnum('team_link_kind', ['leave', 'invite']);

/**
 * Mailed team links. The token is the authority (no sign-in), so only its SHA-256 is kept; it works once, until
 * its expiry. One link of each kind per team and person: a newer one replaces the older.
 */
export const teamLinks = pgTable(
  'team_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: teamLinkKind('kind').notNull(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    unique('team_links_team_user_kind_unique').on(table.teamId, table.userId, table.kind),
    index('team_links_user_id_idx').on(table.userId),
    index('team_links_expires_at_idx').on(table.expiresAt),
  ],
);

export const guesses = pgTable('guesses', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** One entry per user, for good: a guess can not be changed (docs/API.md#guess-the-theme-rules). */
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  guess: text('guess').notNull(),
  fullName: text('full_name').notNull().default(''),
  createdAt: createdAt(),
});

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
    /** Why a canary ended: aborted, rolled back, or its failure rate. */
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
 * cookie, only a random id of the page's session. Kept a day (the expiry sweep); the status reads the last hour.
 */
export const remoteHealth = pgTable(
  'remote_health',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    remote: text('remote').notNull(),
    /** Null: the site's built-in entry, served while the remote has no stable release. */
    releaseId: integer('release_id').references(() => remoteReleases.id),
    session: text('session').notNull(),
    outcome: text('outcome').$type<RemoteHealthOutcome>().notNull(),
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

export const schema = {
  userRole,
  paymentState,
  users,
  sessions,
  emailCodes,
  passwordResets,
  teams,
  teamMembers,
  teamDepartures,
  teamLinkKind,
  teamLinks,
  guesses,
  rateLimits,
  auditLog,
  remoteReleases,
  remoteReleaseEvents,
  remoteHealth,
  remoteReleasers,
};
