import { boolean, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
// Types only: drizzle-kit loads the schema alone, without the library's build.
import type { PaymentState } from '@greatstep/shared/isomorphic';
import { createdAt } from './columns';

/** Accounts, their sessions, and what proves an address or resets a password. */

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
