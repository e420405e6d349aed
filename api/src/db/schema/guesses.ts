import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';

/** Guess The Theme's entries. */
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
