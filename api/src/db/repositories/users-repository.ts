import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db, Executor } from '../database';
import { users } from '../schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
/** A user without the password hash, which nothing but login needs. */
export type PublicUserRow = Omit<UserRow, 'passwordHash'>;
export type UserRole = UserRow['role'];
/** An account named by its id (the organisers' calls) or its e-mail (the command line). */
export type AccountTarget = { id: string } | { email: string };

const { passwordHash: _passwordHash, ...publicUserColumns } = getTableColumns(users);
export { publicUserColumns };

export function createUsersRepository(db: Db) {
  return {
    async findByEmail(email: string, tx: Executor = db): Promise<UserRow | undefined> {
      const [row] = await tx.select().from(users).where(eq(users.email, email)).limit(1);
      return row;
    },

    /** Locks the user's row: work about one account (a new reset link) is then done one request at a time. */
    async lockById(userId: string, tx: Executor): Promise<void> {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    },

    async emailExists(email: string, tx: Executor = db): Promise<boolean> {
      const rows = await tx.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
      return rows.length > 0;
    },

    async mobileExists(mobile: string, tx: Executor = db): Promise<boolean> {
      const rows = await tx.select({ id: users.id }).from(users).where(eq(users.mobile, mobile)).limit(1);
      return rows.length > 0;
    },

    /** Throws a unique violation (users_email_unique / users_mobile_unique) for a taken e-mail or mobile. */
    async create(values: NewUser, tx: Executor = db): Promise<UserRow> {
      const [row] = await tx.insert(users).values(values).returning();
      if (!row) throw new Error('insert into users returned no row');
      return row;
    },

    /** A new password, in a new generation: the device cookies of the old one no longer count. */
    async setPasswordHash(userId: string, passwordHash: string, tx: Executor = db): Promise<void> {
      await tx
        .update(users)
        .set({ passwordHash, deviceGeneration: sql`${users.deviceGeneration} + 1` })
        .where(eq(users.id, userId));
    },

    /** The generation of the account's password (see the schema), or undefined for an unknown e-mail. */
    async deviceGenerationOf(email: string, tx: Executor = db): Promise<number | undefined> {
      const [row] = await tx
        .select({ generation: users.deviceGeneration })
        .from(users)
        .where(eq(users.email, email))
        .limit(1);
      return row?.generation;
    },

    /** Every account, oldest first (the organisers' export). */
    async listAll(tx: Executor = db): Promise<PublicUserRow[]> {
      return tx.select(publicUserColumns).from(users).orderBy(asc(users.createdAt), asc(users.email));
    },

    /**
     * Locks the account's row and answers it as it now is: changes of its payment or role (an organiser's verify, a
     * student's new reference, the command line) then run one at a time, and each sees the state the last one left.
     */
    async lockAccount(target: AccountTarget, tx: Executor): Promise<PublicUserRow | undefined> {
      const [row] = await tx
        .select(publicUserColumns)
        .from(users)
        .where('id' in target ? eq(users.id, target.id) : eq(users.email, target.email))
        .limit(1)
        .for('update');
      return row;
    },

    async findPublicById(userId: string, tx: Executor = db): Promise<PublicUserRow | undefined> {
      const [row] = await tx.select(publicUserColumns).from(users).where(eq(users.id, userId)).limit(1);
      return row;
    },

    async setRole(userId: string, role: UserRole, tx: Executor): Promise<PublicUserRow> {
      const [row] = await tx.update(users).set({ role }).where(eq(users.id, userId)).returning(publicUserColumns);
      if (!row) throw new Error(`no user ${userId} to set the role of`);
      return row;
    },
  };
}
