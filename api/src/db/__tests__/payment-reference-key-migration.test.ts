import { sql } from 'drizzle-orm';
import { migrationsUpTo, openEmpty } from '../../testing/older-migrations';
import { drivers } from '../../testing/test-database';
import { migrationsFolder } from '../database';
import { isUniqueViolation } from '../errors';
import { REFERENCE_TAKEN } from '../repositories';

type Row = [email: string, state: string, reference: string | null, updatedMinutesAgo: number | null];

describe.each(drivers)('the payment reference key migration on %s', (driver) => {
  it('keeps every state and marks the references that another spelling of one already held', async () => {
    const database = await openEmpty(driver);
    const older = migrationsUpTo('0005_remote_releasers');
    try {
      await database.migrateWith(older.folder);
      // One payment entered by three accounts in three spellings: the verified one keeps it, though it came last.
      const rows: Row[] = [
        ['first@example.com', 'pending', 'GSRC-PT-0042', 30],
        ['second@example.com', 'rejected', 'GSRCPT0042', 20],
        ['paid@example.com', 'verified', 'gsrc_pt_0042', 10],
        ['other@example.com', 'pending', 'RCPT-2025-0007', 5],
        ['unpaid@example.com', 'unpaid', null, null],
      ];
      for (const [email, state, reference, minutesAgo] of rows) {
        const updatedAt = minutesAgo === null ? null : new Date(Date.now() - minutesAgo * 60_000).toISOString();
        await database.rows(sql`insert into users (email, mobile, password_hash, first_name, last_name, user_name,
          year, college, payment_state, payment_reference, payment_updated_at)
          values (${email}, ${email}, 'x', 'A', 'B', 'a', '2026', 1, ${state}, ${reference}, ${updatedAt})`);
      }
      await database.migrateWith(migrationsFolder);

      expect(
        await database.rows(sql`select email, payment_state, payment_reference from users order by email`),
      ).toEqual([
        { email: 'first@example.com', payment_state: 'pending', payment_reference: 'GSRC-PT-0042 (duplicate 1)' },
        { email: 'other@example.com', payment_state: 'pending', payment_reference: 'RCPT-2025-0007' },
        { email: 'paid@example.com', payment_state: 'verified', payment_reference: 'gsrc_pt_0042' },
        { email: 'second@example.com', payment_state: 'rejected', payment_reference: 'GSRCPT0042 (duplicate 2)' },
        { email: 'unpaid@example.com', payment_state: 'unpaid', payment_reference: null },
      ]);
      expect(
        await database.rows(sql`select actor, action, target, before, after from audit_log order by target`),
      ).toEqual([
        {
          actor: 'database migration',
          action: 'payment.mark-duplicate',
          target: 'first@example.com',
          before: { state: 'pending', reference: 'GSRC-PT-0042', rejectionReason: null },
          after: { state: 'pending', reference: 'GSRC-PT-0042 (duplicate 1)', rejectionReason: null },
        },
        expect.objectContaining({
          target: 'second@example.com',
          after: expect.objectContaining({ state: 'rejected', reference: 'GSRCPT0042 (duplicate 2)' }),
        }),
      ]);
      // From now on the database itself refuses another spelling of a reference an account holds.
      const refused = await database
        .rows(sql`update users set payment_reference = 'RCPT2025_0007' where email = 'unpaid@example.com'`)
        .catch((error: unknown) => error);
      expect(isUniqueViolation(refused, REFERENCE_TAKEN)).toBe(true);
    } finally {
      older.remove();
      await database.close();
    }
  });
});
