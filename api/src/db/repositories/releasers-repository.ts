import { and, asc, eq } from 'drizzle-orm';
import type { Db, Executor } from '../database';
import { remoteReleasers } from '../schema';

/** Who may release which remote (docs/API.md#releasers); the remotes are named as the site names them. */
export function createReleasersRepository(db: Db) {
  return {
    /** The remotes the account may release, in order of name. */
    async remotesOf(userId: string, tx: Executor = db): Promise<string[]> {
      const rows = await tx
        .select({ remote: remoteReleasers.remote })
        .from(remoteReleasers)
        .where(eq(remoteReleasers.userId, userId))
        .orderBy(asc(remoteReleasers.remote));
      return rows.map((row) => row.remote);
    },

    /** False when the account could release the remote already. */
    async grant(userId: string, remote: string, at: Date, tx: Executor): Promise<boolean> {
      const rows = await tx
        .insert(remoteReleasers)
        .values({ userId, remote, createdAt: at })
        .onConflictDoNothing()
        .returning({ remote: remoteReleasers.remote });
      return rows.length > 0;
    },

    /** False when the account could not release the remote anyway. */
    async revoke(userId: string, remote: string, tx: Executor): Promise<boolean> {
      const rows = await tx
        .delete(remoteReleasers)
        .where(and(eq(remoteReleasers.userId, userId), eq(remoteReleasers.remote, remote)))
        .returning({ remote: remoteReleasers.remote });
      return rows.length > 0;
    },
  };
}
