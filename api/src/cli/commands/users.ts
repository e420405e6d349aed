import { asc } from 'drizzle-orm';
import { collegeName } from '@greatstep/shared/colleges';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import { toCsv, type CsvValue } from '../csv';

export const USERS_HEADER = ['Name', 'E-mail', 'Mobile', 'College', 'Year', 'Referral', 'Payment verified', 'Created at'] as const;

/** Every account, oldest first (never the password hash). */
export async function userRows(db: Db): Promise<CsvValue[][]> {
  const rows = await db.select().from(users).orderBy(asc(users.createdAt), asc(users.email));
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

export async function usersCsv(db: Db): Promise<string> {
  return toCsv(USERS_HEADER, await userRows(db));
}
