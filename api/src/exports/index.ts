import type { ExportFile } from '@greatstep/shared/isomorphic';
import type { Repositories } from '../db/repositories';
import { apiMessages } from '../lib/api-messages';
import { BadInputError } from '../lib/domain-errors';
import { toCsv, type CsvValue } from './csv';
import { GUESSES_HEADER, guessRows } from './guesses';
import { REGISTRATIONS_HEADER, registrationRows, resolveEventKey } from './registrations';
import { USERS_HEADER, userRows } from './users';

export { resolveEventKey };

/** A file as it is sent, and how many records (lines after the header) it holds, for the audit record. */
export interface ExportedCsv {
  csv: string;
  rows: number;
}

/** Throws BadInputError (400) for a request no file answers: checked before an export spends any budget. */
export function assertExportable(file: ExportFile, event: string | undefined): void {
  if (event === undefined) return;
  if (file !== 'registrations.csv') throw new BadInputError(apiMessages.exportPerEvent);
  resolveEventKey(event);
}

async function headerAndRows(
  repos: Repositories,
  file: ExportFile,
  event: string | undefined,
): Promise<[readonly string[], CsvValue[][]]> {
  switch (file) {
    case 'registrations.csv':
      return [REGISTRATIONS_HEADER, await registrationRows(repos, event)];
    case 'users.csv':
      return [USERS_HEADER, await userRows(repos)];
    case 'guesses.csv':
      return [GUESSES_HEADER, await guessRows(repos)];
  }
}

/**
 * The organisers' CSV files, one code for `npm run admin` and GET /organisers/exports (docs/API.md#organisers): the
 * same rows, columns and quoting whichever way they are asked for. `event` narrows the registrations alone.
 */
export async function exportCsv(repos: Repositories, file: ExportFile, event?: string): Promise<ExportedCsv> {
  assertExportable(file, event);
  const [header, rows] = await headerAndRows(repos, file, event);
  return { csv: toCsv(header, rows), rows: rows.length };
}
