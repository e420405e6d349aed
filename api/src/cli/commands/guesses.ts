import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { guesses, users } from '../../db/schema';
import { toCsv, type CsvValue } from '../csv';

export const GUESSES_HEADER = ['Name', 'E-mail', 'Guess', 'Time'] as const;

/** Guess The Theme entries in the order they came in: the first right guess is easy to find. */
export async function guessRows(db: Db): Promise<CsvValue[][]> {
  const rows = await db
    .select({ fullName: guesses.fullName, firstName: users.firstName, lastName: users.lastName, email: users.email, guess: guesses.guess, createdAt: guesses.createdAt })
    .from(guesses)
    .innerJoin(users, eq(users.id, guesses.userId))
    .orderBy(asc(guesses.createdAt), asc(users.email));
  return rows.map((row) => [
    row.fullName || `${row.firstName} ${row.lastName}`.trim(),
    row.email,
    row.guess,
    row.createdAt.toISOString(),
  ]);
}

export async function guessesCsv(db: Db): Promise<string> {
  return toCsv(GUESSES_HEADER, await guessRows(db));
}
