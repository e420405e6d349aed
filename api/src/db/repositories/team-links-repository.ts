import { and, eq, lte } from 'drizzle-orm';
import type { Db, Executor } from '../database';
import { teamLinks } from '../schema';

export type TeamLinkRow = typeof teamLinks.$inferSelect;
export type TeamLinkKind = TeamLinkRow['kind'];

export function createTeamLinksRepository(db: Db) {
  return {
    /** The link of this kind for the team and person, replacing an older one: its mailed token stops working. */
    async replace(
      values: { kind: TeamLinkKind; teamId: string; userId: string; tokenHash: string; expiresAt: Date; now: Date },
      tx: Executor = db,
    ): Promise<void> {
      const { now, ...link } = values;
      await tx
        .insert(teamLinks)
        .values({ ...link, createdAt: now })
        .onConflictDoUpdate({
          target: [teamLinks.teamId, teamLinks.userId, teamLinks.kind],
          set: { tokenHash: link.tokenHash, expiresAt: link.expiresAt, usedAt: null, createdAt: now },
        });
    },

    async find(
      kind: TeamLinkKind,
      teamId: string,
      userId: string,
      tx: Executor = db,
    ): Promise<TeamLinkRow | undefined> {
      const [row] = await tx
        .select()
        .from(teamLinks)
        .where(and(eq(teamLinks.kind, kind), eq(teamLinks.teamId, teamId), eq(teamLinks.userId, userId)))
        .limit(1);
      return row;
    },

    /** Takes back a link whose mail could not be sent: nothing then claims the person was asked. */
    async remove(kind: TeamLinkKind, teamId: string, userId: string, tx: Executor = db): Promise<void> {
      await tx
        .delete(teamLinks)
        .where(and(eq(teamLinks.kind, kind), eq(teamLinks.teamId, teamId), eq(teamLinks.userId, userId)));
    },

    async findByTokenHash(tokenHash: string, tx: Executor = db): Promise<TeamLinkRow | undefined> {
      const [row] = await tx.select().from(teamLinks).where(eq(teamLinks.tokenHash, tokenHash)).limit(1);
      return row;
    },

    /** Locks the link, so that simultaneous uses of one token are taken one after the other and only one works. */
    async findByIdForUpdate(id: string, tx: Executor): Promise<TeamLinkRow | undefined> {
      const [row] = await tx.select().from(teamLinks).where(eq(teamLinks.id, id)).limit(1).for('update');
      return row;
    },

    async markUsed(id: string, usedAt: Date, tx: Executor = db): Promise<void> {
      await tx.update(teamLinks).set({ usedAt }).where(eq(teamLinks.id, id));
    },

    /**
     * Links past their expiry. A used link is kept until then, so that a second click on it is told "already
     * used" rather than "not valid"; it holds only a hash that no longer opens anything.
     */
    async deleteExpired(now: Date, tx: Executor = db): Promise<number> {
      const rows = await tx.delete(teamLinks).where(lte(teamLinks.expiresAt, now)).returning({ id: teamLinks.id });
      return rows.length;
    },
  };
}
