import type { Repositories } from '../db/repositories';
import { toCsv, type CsvValue } from './csv';

export const GUESSES_HEADER = ['Name', 'E-mail', 'Guess', 'Time'] as const;

/**
 * Guess The Theme entries in the order they came in: the first right guess is easy to find. The name is the
 * account's, never one a caller typed.
 */
export async function guessRows(repos: Repositories): Promise<CsvValue[][]> {
  const rows = await repos.guesses.listWithUsers();
  return rows.map((row) => [
    `${row.firstName} ${row.lastName}`.trim(),
    row.email,
    row.guess,
    row.createdAt.toISOString(),
  ]);
}

export async function guessesCsv(repos: Repositories): Promise<string> {
  return toCsv(GUESSES_HEADER, await guessRows(repos));
}
