import { count, desc } from 'drizzle-orm';
import type { Db, Executor } from '../database';
import { auditLog } from '../schema';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = Omit<typeof auditLog.$inferInsert, 'id'>;

export function createAuditRepository(db: Db) {
  return {
    /** In the transaction of the change it records: a change is never without its record, nor a record without it. */
    async record(entry: NewAuditRow, tx: Executor): Promise<void> {
      await tx.insert(auditLog).values(entry);
    },

    /** Newest first. */
    async listPage(offset: number, limit: number, tx: Executor = db): Promise<{ rows: AuditRow[]; total: number }> {
      const rows = await tx.select().from(auditLog).orderBy(desc(auditLog.id)).offset(offset).limit(limit);
      const [total] = await tx.select({ value: count() }).from(auditLog);
      return { rows, total: total?.value ?? 0 };
    },
  };
}
