import { collegeName } from '@greatstep/shared/isomorphic';
import type { Repositories } from '../db/repositories';
import { toCsv, type CsvValue } from './csv';

// The payment's state and reference come last: columns a spreadsheet already reads by position keep their places.
export const USERS_HEADER = [
  'Name',
  'E-mail',
  'Mobile',
  'College',
  'Year',
  'Referral',
  'Payment verified',
  'Created at',
  'Payment state',
  'Payment reference',
] as const;

/** Every account, oldest first (never the password hash). */
export async function userRows(repos: Repositories): Promise<CsvValue[][]> {
  const rows = await repos.users.listAll();
  return rows.map((row) => [
    `${row.firstName} ${row.lastName}`.trim(),
    row.email,
    row.mobile,
    collegeName(row.college, row.otherCollege),
    row.year,
    row.referral,
    row.paymentState === 'verified' ? 'yes' : 'no',
    row.createdAt.toISOString(),
    row.paymentState,
    row.paymentReference,
  ]);
}

export async function usersCsv(repos: Repositories): Promise<string> {
  return toCsv(USERS_HEADER, await userRows(repos));
}
