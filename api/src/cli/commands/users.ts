import { collegeName } from '@greatstep/shared/isomorphic';
import type { Repositories } from '../../db/repositories';
import { toCsv, type CsvValue } from '../csv';

export const USERS_HEADER = [
  'Name',
  'E-mail',
  'Mobile',
  'College',
  'Year',
  'Referral',
  'Payment verified',
  'Created at',
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
    row.verified ? 'yes' : 'no',
    row.createdAt.toISOString(),
  ]);
}

export async function usersCsv(repos: Repositories): Promise<string> {
  return toCsv(USERS_HEADER, await userRows(repos));
}
