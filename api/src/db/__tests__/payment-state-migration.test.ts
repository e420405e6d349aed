import { sql } from 'drizzle-orm';
import { drivers } from '../../testing/test-database';
import { migrationsUpTo, openEmpty } from '../../testing/older-migrations';
import { migrationsFolder } from '../database';

describe.each(drivers)('the payment states migration on %s', (driver) => {
  it('keeps every fee verified before it as verified, and every other account unpaid', async () => {
    const database = await openEmpty(driver);
    const older = migrationsUpTo('0001_team_consent_and_rate_limits');
    try {
      await database.migrateWith(older.folder);
      for (const [email, verified] of [
        ['paid@example.com', true],
        ['unpaid@example.com', false],
      ] as const) {
        await database.rows(sql`insert into users (email, mobile, password_hash, first_name, last_name, user_name,
          year, college, verified) values (${email}, ${email}, 'x', 'A', 'B', 'a', '2026', 1, ${verified})`);
      }
      await database.migrateWith(migrationsFolder);
      expect(
        await database.rows(sql`select email, payment_state, payment_reference, role from users order by email`),
      ).toEqual([
        { email: 'paid@example.com', payment_state: 'verified', payment_reference: null, role: 'student' },
        { email: 'unpaid@example.com', payment_state: 'unpaid', payment_reference: null, role: 'student' },
      ]);
      const columns = await database.rows(
        sql`select column_name from information_schema.columns where table_name = 'users' and column_name = 'verified'`,
      );
      expect(columns).toEqual([]);
    } finally {
      older.remove();
      await database.close();
    }
  });
});
