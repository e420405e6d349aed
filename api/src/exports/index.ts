import type { ExportFile } from '@greatstep/shared/isomorphic';
import type { Repositories } from '../db/repositories';
import { apiMessages } from '../lib/api-messages';
import { BadInputError } from '../lib/domain-errors';
import { guessesCsv } from './guesses';
import { registrationsCsv } from './registrations';
import { usersCsv } from './users';

export { resolveEventKey } from './registrations';

/**
 * The organisers' CSV files, one code for `npm run admin` and GET /organisers/exports (docs/API.md#organisers): the
 * same rows, columns and quoting whichever way they are asked for. `event` narrows the registrations alone.
 */
export async function exportCsv(repos: Repositories, file: ExportFile, event?: string): Promise<string> {
  if (event !== undefined && file !== 'registrations.csv') {
    throw new BadInputError(apiMessages.exportPerEvent);
  }
  switch (file) {
    case 'registrations.csv':
      return registrationsCsv(repos, event);
    case 'users.csv':
      return usersCsv(repos);
    case 'guesses.csv':
      return guessesCsv(repos);
  }
}
