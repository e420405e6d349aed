import { foreignKey, index, pgEnum, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';

/** Teams, their members, who left, and the mailed team links. */

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
