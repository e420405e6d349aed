import { and, asc, count, desc, eq, gte, inArray, isNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../database';
import {
  remoteHealth,
  remoteReleaseEvents,
  remoteReleaseFiles,
  remoteReleases,
  type RemoteHealthOutcome,
  type RemoteReleaseState,
} from '../schema';

export type RemoteReleaseRow = typeof remoteReleases.$inferSelect;
export type RemoteReleaseEventRow = typeof remoteReleaseEvents.$inferSelect;
export type RemoteReleaseFilesRow = typeof remoteReleaseFiles.$inferSelect;

/** The partial unique indexes that keep one stable release and one canary per remote. */
export const ONE_STABLE = 'remote_releases_one_stable';
export const ONE_CANARY = 'remote_releases_one_canary';

/** One kept report of a browser (docs/API.md#remote-health). */
export interface HealthRow {
  remote: string;
  /** Null: the remote's built-in entry. */
  releaseId: number | null;
  session: string;
  outcome: RemoteHealthOutcome;
  network: string;
  at: Date;
}

/** Rows per INSERT: each statement holds embedded PGlite, which runs in the process, for a few tens of ms at most. */
const HEALTH_ROWS_PER_STATEMENT = 500;

/** Page loads that reported on one release (or the built-in entry) since a time, and how many of them saw a failure. */
export interface HealthCount {
  sessions: number;
  failedSessions: number;
}

/** A key of its own for the advisory lock that puts one remote's release changes in a row (any other code's differs). */
const RELEASES_LOCK = 4_627_102;

const releaseIs = (releaseId: number | null): SQL =>
  releaseId === null ? isNull(remoteHealth.releaseId) : eq(remoteHealth.releaseId, releaseId);

export function createRemoteReleasesRepository(db: Db) {
  return {
    /**
     * Until the transaction ends, no other transaction of any API process changes this remote's releases: each change
     * reads the current stable release and canary and acts on what it read.
     */
    async lockRemote(remote: string, tx: Executor): Promise<void> {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${RELEASES_LOCK}, hashtext(${remote}))`);
    },

    async insert(
      row: Pick<RemoteReleaseRow, 'remote' | 'url' | 'createdBy' | 'report' | 'state' | 'share' | 'createdAt'>,
      tx: Executor,
    ): Promise<RemoteReleaseRow> {
      const [inserted] = await tx.insert(remoteReleases).values(row).returning();
      if (!inserted) throw new Error('insert into remote_releases returned no row');
      return inserted;
    },

    /** What the release's bundle published, stored with the release in its transaction. */
    async insertFiles(row: RemoteReleaseFilesRow, tx: Executor): Promise<void> {
      await tx.insert(remoteReleaseFiles).values(row);
    },

    /** The published files of these releases; a release recorded before files were kept has no row. */
    async filesOf(ids: readonly number[], tx: Executor = db): Promise<RemoteReleaseFilesRow[]> {
      if (ids.length === 0) return [];
      return tx
        .select()
        .from(remoteReleaseFiles)
        .where(inArray(remoteReleaseFiles.releaseId, [...ids]));
    },

    async find(id: number, tx: Executor = db): Promise<RemoteReleaseRow | undefined> {
      const [row] = await tx.select().from(remoteReleases).where(eq(remoteReleases.id, id)).limit(1);
      return row;
    },

    /** The releases of the remotes in one of the states (all remotes when none is named). */
    async inStates(
      states: readonly RemoteReleaseState[],
      remote?: string,
      tx: Executor = db,
    ): Promise<RemoteReleaseRow[]> {
      return tx
        .select()
        .from(remoteReleases)
        .where(
          and(
            inArray(remoteReleases.state, [...states]),
            remote === undefined ? undefined : eq(remoteReleases.remote, remote),
          ),
        )
        .orderBy(asc(remoteReleases.id));
    },

    /**
     * The most recent release before `beforeId` retired by a newer one (a rollback's retirement carries its reason):
     * where a plain rollback goes back to.
     */
    async previousRetired(
      remote: string,
      beforeId: number | null,
      tx: Executor,
    ): Promise<RemoteReleaseRow | undefined> {
      const [row] = await tx
        .select()
        .from(remoteReleases)
        .where(
          and(
            eq(remoteReleases.remote, remote),
            eq(remoteReleases.state, 'retired'),
            isNull(remoteReleases.endedReason),
            beforeId === null ? undefined : lt(remoteReleases.id, beforeId),
          ),
        )
        .orderBy(desc(remoteReleases.id))
        .limit(1);
      return row;
    },

    /**
     * Moves a release from one of the `from` states to `to`; undefined when it was no longer in one of them (another
     * change came first), so two changes racing on one release never both take effect.
     */
    async move(
      id: number,
      from: readonly RemoteReleaseState[],
      to: { state: RemoteReleaseState; share?: number | null; endedReason?: string | null },
      tx: Executor,
    ): Promise<RemoteReleaseRow | undefined> {
      const [row] = await tx
        .update(remoteReleases)
        .set(to)
        .where(and(eq(remoteReleases.id, id), inArray(remoteReleases.state, [...from])))
        .returning();
      return row;
    },

    async recordEvent(event: Omit<RemoteReleaseEventRow, 'id'>, tx: Executor): Promise<void> {
      await tx.insert(remoteReleaseEvents).values(event);
    },

    /** Newest first. */
    async releasesOf(remote: string, tx: Executor = db): Promise<RemoteReleaseRow[]> {
      return tx.select().from(remoteReleases).where(eq(remoteReleases.remote, remote)).orderBy(desc(remoteReleases.id));
    },

    /** In the order they happened. */
    async eventsOf(remote: string, tx: Executor = db): Promise<RemoteReleaseEventRow[]> {
      return tx
        .select()
        .from(remoteReleaseEvents)
        .where(eq(remoteReleaseEvents.remote, remote))
        .orderBy(asc(remoteReleaseEvents.id));
    },

    /**
     * When each of these releases last became the one served to everyone: released as stable, promoted from a canary,
     * or gone back to by a rollback (the event a rollback records on the release it restores). A release that never
     * was stable has none.
     */
    async stableSince(ids: readonly number[], tx: Executor = db): Promise<Map<number, Date>> {
      if (ids.length === 0) return new Map();
      const rows = await tx
        .select({
          releaseId: remoteReleaseEvents.releaseId,
          seconds: sql<string | number>`extract(epoch from max(${remoteReleaseEvents.at}))`,
        })
        .from(remoteReleaseEvents)
        .where(
          and(
            inArray(remoteReleaseEvents.releaseId, [...ids]),
            inArray(remoteReleaseEvents.action, ['released', 'promoted', 'rollback']),
          ),
        )
        .groupBy(remoteReleaseEvents.releaseId);
      // As seconds since the epoch: an aggregate skips the column's mapping, and each driver writes a timestamp its way.
      return new Map(rows.map((row) => [row.releaseId, new Date(Math.round(Number(row.seconds) * 1000))]));
    },

    /** The latest automatic rollback of each remote since a time. */
    async autoRollbacksSince(since: Date, tx: Executor = db): Promise<RemoteReleaseEventRow[]> {
      return tx
        .select()
        .from(remoteReleaseEvents)
        .where(and(eq(remoteReleaseEvents.action, 'auto-rollback'), gte(remoteReleaseEvents.at, since)))
        .orderBy(desc(remoteReleaseEvents.id));
    },

    /**
     * Reports of browsers, kept together in one statement. A page load's report of the same release and outcome only
     * moves the first one's time forward: repeating it cannot inflate the counts. `rows` holds each of those once.
     */
    async recordHealthRows(rows: readonly HealthRow[], tx: Executor = db): Promise<void> {
      for (let from = 0; from < rows.length; from += HEALTH_ROWS_PER_STATEMENT) {
        const json = JSON.stringify(
          // Times inside sql`` are not encoded by a column: ISO text, which both drivers read alike.
          rows.slice(from, from + HEALTH_ROWS_PER_STATEMENT).map((row) => ({ ...row, at: row.at.toISOString() })),
        );
        // The rows as one JSON parameter: a statement of thousands of parameters took PGlite twice as long to take.
        // Drizzle names only columns as a conflict's target, and the index is on an expression (one null release).
        await tx.execute(sql`
          INSERT INTO ${remoteHealth} (remote, release_id, session, outcome, network, at)
          SELECT remote, "releaseId", session, outcome, network, at
          FROM json_to_recordset(${json}::json)
            AS given(remote text, "releaseId" integer, session text, outcome text, network text, at timestamptz)
          ON CONFLICT (remote, coalesce(release_id, 0), session, outcome)
          DO UPDATE SET at = greatest(${remoteHealth}.at, excluded.at)`);
      }
    },

    /**
     * The page loads that reported on a release (null: the built-in entry) of the remote since a time, and those with
     * any failure, counting at most `perNetwork` of each network: its first ones, by their first report.
     */
    async healthSince(
      remote: string,
      releaseId: number | null,
      since: Date,
      perNetwork: number,
      tx: Executor = db,
    ): Promise<HealthCount> {
      const loads = tx
        .select({
          network: remoteHealth.network,
          session: remoteHealth.session,
          firstAt: sql<Date>`min(${remoteHealth.at})`.as('first_at'),
          failed: sql<boolean>`bool_or(${remoteHealth.outcome} <> 'ok')`.as('failed'),
        })
        .from(remoteHealth)
        .where(and(eq(remoteHealth.remote, remote), releaseIs(releaseId), gte(remoteHealth.at, since)))
        .groupBy(remoteHealth.network, remoteHealth.session)
        .as('loads');
      const ranked = tx
        .select({
          failed: loads.failed,
          nth: sql<number>`row_number() OVER (PARTITION BY ${loads.network} ORDER BY ${loads.firstAt}, ${loads.session})`.as(
            'nth',
          ),
        })
        .from(loads)
        .as('ranked');
      const [row] = await tx
        .select({
          sessions: count(),
          failedSessions: sql<number>`count(*) FILTER (WHERE ${ranked.failed})`.mapWith(Number),
        })
        .from(ranked)
        .where(lte(ranked.nth, perNetwork));
      return { sessions: row?.sessions ?? 0, failedSessions: row?.failedSessions ?? 0 };
    },

    /** How many reports each release (null: a remote's built-in entry) has kept since a time: the hour's bounds. */
    async healthRowsByRelease(
      since: Date,
      tx: Executor = db,
    ): Promise<Array<{ remote: string; releaseId: number | null; rows: number }>> {
      return tx
        .select({ remote: remoteHealth.remote, releaseId: remoteHealth.releaseId, rows: count() })
        .from(remoteHealth)
        .where(gte(remoteHealth.at, since))
        .groupBy(remoteHealth.remote, remoteHealth.releaseId);
    },

    /** Reports no status reads any more. */
    async deleteHealthBefore(before: Date, tx: Executor = db): Promise<number> {
      const rows = await tx.delete(remoteHealth).where(lte(remoteHealth.at, before)).returning({ id: remoteHealth.id });
      return rows.length;
    },
  };
}

export type RemoteReleasesRepository = ReturnType<typeof createRemoteReleasesRepository>;
