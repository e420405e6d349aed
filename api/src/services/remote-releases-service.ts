import { hasUnsafeCharacters } from '@greatstep/shared/isomorphic';
import type { Tx } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import { ONE_CANARY, ONE_STABLE, type HealthCount, type RemoteReleaseRow } from '../db/repositories';
import type { RemoteHealthOutcome, RemoteReleaseAction, RemoteReleaseState } from '../db/schema';
import { BadInputError, ConflictError, NotFoundError, RateLimitedError } from '../lib/domain-errors';
import type { HealthTokenIssue, HealthTokens } from '../lib/health-token';
import { sha256 } from '../lib/tokens';
import { REMOTE_NAMES, type RemoteName } from '../site/remote-names';
import { checkReleaseUrl, takesLoopbackHttp } from '../site/release-url';
import type { ServiceDeps } from './deps';

export type { RemoteHealthOutcome, RemoteReleaseAction, RemoteReleaseState } from '../db/schema';

/*
 * Releases of the remotes (docs/API.md#remote-releases): which bundle of each remote the site serves, a canary that a
 * share of browsers gets, their history, and the browsers' reports that end a failing canary by themselves.
 */

export const HEALTH_OUTCOMES = [
  'ok',
  'load-failed',
  'timeout',
  'render-error',
] as const satisfies readonly RemoteHealthOutcome[];
/** A random id the shell draws for a page's session: nothing in it names a person. */
export const HEALTH_SESSION = /^[A-Za-z0-9_-]{8,64}$/;
export { RELEASE_URL_MAX } from '../site/release-url';
export const RELEASE_BY_MAX = 200;
export const RELEASE_REASON_MAX = 500;
/** The verify report, serialized. */
export const RELEASE_REPORT_MAX_BYTES = 64 * 1024;
/** How deep the verify report's objects and lists may nest: verify:remote's own go 4 deep. */
export const RELEASE_REPORT_MAX_DEPTH = 32;
/** How far back the status and the automatic rollback look. */
export const HEALTH_WINDOW_MS = 60 * 60_000;
/** How long reports are kept: the expiry sweep deletes older ones (services/expiry-sweep-service.ts). */
export const HEALTH_KEPT_MS = 24 * 60 * 60_000;
/** Reports kept per hour on one release (or one remote's built-in entry): a canary is judged on 50 sessions. */
export const HEALTH_ROWS_PER_RELEASE_HOUR = 2_000;
/** Reports kept per hour in all: a flood of reports with good tokens fills this, never the database. */
export const HEALTH_ROWS_PER_HOUR = 10_000;
/** When a report refused for a full hour may be sent again. */
export const HEALTH_FULL_RETRY_S = 5 * 60;
/** How long one process serves the set it read: other processes' changes reach it within this. */
export const CURRENT_SET_CACHE_MS = 1_000;
/** Who an automatic rollback is recorded as. */
export const HEALTH_CHECK_ACTOR = 'health check';

export const remoteMessages = {
  unknownRemote: (remote: string) => `No remote named "${remote}": the remotes are ${REMOTE_NAMES.join(', ')}`,
  badUrl: (problem: string) => `The release URL ${problem}`,
  badBy: `Who releases must be named in 1 to ${RELEASE_BY_MAX} characters`,
  badReason: `The reason must be 1 to ${RELEASE_REASON_MAX} characters`,
  badReport: `The verify report must be JSON of at most ${RELEASE_REPORT_MAX_BYTES / 1024} KB`,
  reportTooDeep: `The verify report may nest objects and lists at most ${RELEASE_REPORT_MAX_DEPTH} deep`,
  badShare: "The canary's share must be a whole percentage from 1 to 99",
  badSession: 'The session must be 8 to 64 letters, digits, _ or -',
  badToken: 'The token must be the one remotes.json named beside the release',
  badOutcome: `The outcome must be one of ${HEALTH_OUTCOMES.join(', ')}`,
  healthFull: (remote: string) =>
    `${remote} has all the health reports kept in an hour (${HEALTH_ROWS_PER_RELEASE_HOUR} per release, ` +
    `${HEALTH_ROWS_PER_HOUR} in all): try again later`,
  canaryRunning: (remote: string) => `${remote} has a canary running: promote or abort it first`,
  noCanary: (remote: string) => `${remote} has no canary running`,
  nothingToRollBack: (remote: string) =>
    `${remote} has no release to roll back from: the site serves its built-in entry`,
  noSuchRelease: (remote: string, id: number) => `${remote} has no release ${id}`,
  alreadyStable: (remote: string, id: number) => `Release ${id} is already the stable release of ${remote}`,
  isCanary: (remote: string, id: number) => `Release ${id} is the running canary of ${remote}: promote it instead`,
  changedMeanwhile: (remote: string) =>
    `The releases of ${remote} changed meanwhile: look at its history and try again`,
  notThisRemote: (remote: string, id: number) => `Release ${id} is not a release of ${remote}`,
} as const;

/** A release as the history and the answers show it. */
export type RemoteRelease = RemoteReleaseRow;
/** A release without its verify report, as the status shows it. */
export type RemoteReleaseSummary = Omit<RemoteReleaseRow, 'report'>;

export interface RemoteReleaseEvent {
  id: number;
  releaseId: number;
  action: RemoteReleaseAction;
  actor: string;
  reason: string | null;
  at: Date;
}

export interface RemoteHistory {
  remote: RemoteName;
  /** Newest first, each with what happened to it in the order it happened. */
  releases: Array<RemoteRelease & { events: RemoteReleaseEvent[] }>;
}

/** Sessions (distinct session ids) that reported on a release, those with any failure, and their ratio (0 for none). */
export interface ReleaseHealth {
  sessions: number;
  failedSessions: number;
  rate: number;
}

export interface RemoteStatus {
  remote: RemoteName;
  /** `release` null: the site's built-in entry (REMOTE_<NAME>_URL or its own build); its health all the same. */
  stable: { release: RemoteReleaseSummary | null; health: ReleaseHealth };
  canary: { release: RemoteReleaseSummary; share: number; health: ReleaseHealth } | null;
  /** The latest canary that ended itself within the window, and why. */
  lastAutoRollback: { releaseId: number; reason: string; at: Date } | null;
}

export interface RemotesStatus {
  since: Date;
  until: Date;
  remotes: RemoteStatus[];
}

export interface CurrentEntry {
  id: number;
  url: string;
}

/** What the site serves each remote from; a remote without releases is absent (the site's built-in entry). */
export interface CurrentSet {
  /** Changes whenever anything in `remotes` does (a hash of it), the same in every process. */
  version: string;
  remotes: Partial<
    Record<RemoteName, { stable: CurrentEntry | null; canary: (CurrentEntry & { share: number }) | null }>
  >;
}

export interface ReleaseInput {
  remote: string;
  url: string;
  by: string;
  /** The verify:remote report, kept as given. */
  report: unknown;
  /** A whole percentage (1–99): the release is a canary served to that share of browsers. */
  canary?: number;
}

export interface RollbackInput {
  remote: string;
  /**
   * The release to go back to; unset: the most recent retired release before the stable one, or the built-in entry
   * when the stable release is the first.
   */
  to?: number;
  by: string;
}

export interface RollbackOutcome {
  /** The stable release before (null: the built-in entry). */
  from: RemoteReleaseRow | null;
  /** The release now stable; null: the built-in entry (the first release was rolled back). */
  to: RemoteReleaseRow | null;
  /** The canary the rollback ended, if one was running. */
  endedCanary: RemoteReleaseRow | null;
}

export interface HealthReport {
  remote: string;
  /** The release the browser loaded; null: the site's built-in entry. */
  release: number | null;
  outcome: RemoteHealthOutcome;
  session: string;
  /** The token remotes.json gave with the release (lib/health-token.ts); without a valid one the report counts for nothing. */
  token?: string;
}

export interface HealthOutcome {
  /**
   * Whether the report was kept: its token is one a page was served with that release, and the release is one (or
   * the built-in entry while it is a canary's yardstick).
   */
  counted: boolean;
  /** Set when this report ended the canary it named. */
  autoRollback: { releaseId: number; reason: string } | null;
}

/**
 * The entry a browser of `cohort` (0–99, drawn once and kept by the shell) loads: the canary when its cohort is
 * below the canary's share, else the stable release; null means the site's built-in entry.
 */
export function chooseEntry(set: CurrentSet, remote: RemoteName, cohort: number): CurrentEntry | null {
  const entry = set.remotes[remote];
  if (!entry) return null;
  if (entry.canary && cohort < entry.canary.share) return { id: entry.canary.id, url: entry.canary.url };
  return entry.stable ? { id: entry.stable.id, url: entry.stable.url } : null;
}

const figures = ({ sessions, failedSessions }: HealthCount): ReleaseHealth => ({
  sessions,
  failedSessions,
  rate: sessions === 0 ? 0 : failedSessions / sessions,
});

/** 0.6 → "60", 1/3 → "33.3". */
const percent = (rate: number) => String(Math.round(rate * 1000) / 10);

const withoutReport = ({ report: _report, ...summary }: RemoteReleaseRow): RemoteReleaseSummary => summary;

function checkRemote(remote: string): RemoteName {
  if (!REMOTE_NAMES.includes(remote)) throw new NotFoundError(remoteMessages.unknownRemote(remote));
  return remote;
}

/** A release URL (site/release-url.ts), as the release records it; loopback http only while the site is on http. */
function checkUrl(url: string, publicUrl: string): string {
  const checked = checkReleaseUrl(url.trim(), { loopbackHttp: takesLoopbackHttp(publicUrl) });
  if (!checked.ok) throw new BadInputError(remoteMessages.badUrl(checked.problem));
  return checked.url;
}

function checkText(value: string, max: number, message: string): string {
  const text = value.trim();
  if (text.length === 0 || text.length > max || hasUnsafeCharacters(text)) throw new BadInputError(message);
  return text;
}

/**
 * What jsonb refuses: NUL, and half a character (JSON.stringify escapes both, and nothing else in this form; a typed
 * backslash before such letters is refused too, which no verify report has reason to hold).
 */
const JSONB_REFUSES = /\\u0000|\\ud[89a-f]/i;

/**
 * Whether the value nests objects and lists deeper than `max`, found without recursion: a report nested thousands
 * deep would overflow the stack of any recursive walk, JSON.stringify's included.
 */
function nestsDeeperThan(value: unknown, max: number): boolean {
  const pending: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  for (let item = pending.pop(); item; item = pending.pop()) {
    if (typeof item.value !== 'object' || item.value === null) continue;
    const depth = item.depth + 1;
    if (depth > max) return true;
    for (const child of Object.values(item.value)) pending.push({ value: child, depth });
  }
  return false;
}

function checkReport(report: unknown): unknown {
  if (nestsDeeperThan(report, RELEASE_REPORT_MAX_DEPTH)) throw new BadInputError(remoteMessages.reportTooDeep);
  const json = report === undefined ? undefined : JSON.stringify(report);
  if (json === undefined || Buffer.byteLength(json) > RELEASE_REPORT_MAX_BYTES || JSONB_REFUSES.test(json))
    throw new BadInputError(remoteMessages.badReport);
  return report;
}

/** A release id the database can hold (an integer column). */
const isReleaseId = (id: number) => Number.isInteger(id) && id >= 1 && id <= 2_147_483_647;

function checkShare(share: number): number {
  if (!Number.isInteger(share) || share < 1 || share > 99) throw new BadInputError(remoteMessages.badShare);
  return share;
}

/**
 * `healthTokens`: what proves a health report came from a page this site served (lib/health-token.ts); the command
 * line, which serves no page, gives NO_HEALTH_TOKENS.
 */
export function createRemoteReleasesService({ db, repos, clock, config }: ServiceDeps, healthTokens: HealthTokens) {
  const releases = repos.remoteReleases;

  // The set every page request reads, kept for CURRENT_SET_CACHE_MS and dropped at once after this process's writes.
  let cached: { set: CurrentSet; readAt: number } | undefined;
  let loading: Promise<CurrentSet> | undefined;
  let generation = 0;
  const invalidate = () => {
    generation += 1;
    cached = undefined;
    loading = undefined;
  };

  async function readCurrentSet(): Promise<CurrentSet> {
    const live = await releases.inStates(['stable', 'canary']);
    const remotes: CurrentSet['remotes'] = {};
    for (const remote of REMOTE_NAMES) {
      const stable = live.find((row) => row.remote === remote && row.state === 'stable');
      const canary = live.find((row) => row.remote === remote && row.state === 'canary');
      if (!stable && !canary) continue;
      remotes[remote] = {
        stable: stable ? { id: stable.id, url: stable.url } : null,
        canary: canary ? { id: canary.id, url: canary.url, share: canary.share ?? 0 } : null,
      };
    }
    return { version: sha256(JSON.stringify(remotes)).slice(0, 16), remotes };
  }

  /**
   * One change of a remote's releases: in one transaction, after any other change of the same remote (from any
   * process) has ended. A change that still meets another (the unique indexes) is refused as a conflict.
   */
  async function change<T>(remote: RemoteName, work: (tx: Tx) => Promise<T>): Promise<T> {
    try {
      return await db.transaction(async (tx) => {
        await releases.lockRemote(remote, tx);
        return work(tx);
      });
    } catch (error) {
      if (isUniqueViolation(error, ONE_STABLE) || isUniqueViolation(error, ONE_CANARY))
        throw new ConflictError(remoteMessages.changedMeanwhile(remote), { cause: error });
      throw error;
    } finally {
      invalidate();
    }
  }

  async function live(remote: RemoteName, tx: Tx) {
    const rows = await releases.inStates(['stable', 'canary'], remote, tx);
    return {
      stable: rows.find((row) => row.state === 'stable'),
      canary: rows.find((row) => row.state === 'canary'),
    };
  }

  /** A state change the lock makes certain; should it find the release moved, the change is refused whole. */
  async function move(
    release: RemoteReleaseRow,
    from: RemoteReleaseState[],
    to: Parameters<typeof releases.move>[2],
    tx: Tx,
  ): Promise<RemoteReleaseRow> {
    const moved = await releases.move(release.id, from, to, tx);
    if (!moved) throw new ConflictError(remoteMessages.changedMeanwhile(release.remote));
    return moved;
  }

  const record = (
    release: RemoteReleaseRow,
    action: RemoteReleaseAction,
    actor: string,
    reason: string | null,
    at: Date,
    tx: Tx,
  ) => releases.recordEvent({ remote: release.remote, releaseId: release.id, action, actor, reason, at }, tx);

  /**
   * What the site serves now, read on every page request: from memory for up to CURRENT_SET_CACHE_MS (so API
   * processes sharing one PostgreSQL agree within it), at once after this process's own changes.
   */
  async function currentSet(): Promise<CurrentSet> {
    const now = clock().getTime();
    if (cached && now >= cached.readAt && now - cached.readAt < CURRENT_SET_CACHE_MS) return cached.set;
    if (!loading) {
      const started = generation;
      const pending = readCurrentSet().then((set) => {
        // A change of this process during the read may be missing from it: not kept then.
        if (generation === started) cached = { set, readAt: now };
        return set;
      });
      loading = pending;
      void pending
        .finally(() => {
          if (loading === pending) loading = undefined;
        })
        .catch(() => {});
    }
    return loading;
  }

  /** Ends the canary when it fails more than the stable release by the margin, over enough sessions. */
  async function judgeCanary(canary: RemoteReleaseRow): Promise<HealthOutcome['autoRollback']> {
    const now = clock();
    const since = new Date(now.getTime() - HEALTH_WINDOW_MS);
    const { minSessions, marginPoints } = config.remoteCanary;
    const canaryHealth = figures(await releases.healthSince(canary.remote, canary.id, since));
    if (canaryHealth.sessions < minSessions) return null;
    const [stable] = await releases.inStates(['stable'], canary.remote);
    const stableHealth = figures(await releases.healthSince(canary.remote, stable?.id ?? null, since));
    // A hair above the margin, so that a rate exactly at it (in floating point) stays within.
    if ((canaryHealth.rate - stableHealth.rate) * 100 <= marginPoints + 1e-9) return null;
    const reason =
      `failure rate ${percent(canaryHealth.rate)}% over ${canaryHealth.sessions} sessions against ` +
      `${percent(stableHealth.rate)}% for the ${stable ? 'stable release' : 'built-in entry'} ` +
      `(margin ${marginPoints} points)`;
    // Conditional on the canary still running: of reports judging it at once, one ends it and records why.
    const ended = await db.transaction(async (tx) => {
      const row = await releases.move(canary.id, ['canary'], { state: 'ended', endedReason: reason }, tx);
      if (row) await record(row, 'auto-rollback', HEALTH_CHECK_ACTOR, reason, now, tx);
      return row;
    });
    invalidate();
    return ended ? { releaseId: ended.id, reason } : null;
  }

  return {
    /**
     * Records a release: the remote's stable one (the previous stable is retired), or with `canary` a canary served
     * to that share of browsers. Refused while a canary runs: it is promoted or aborted first.
     */
    async release(input: ReleaseInput): Promise<RemoteRelease> {
      const remote = checkRemote(input.remote);
      const url = checkUrl(input.url, config.publicUrl);
      const by = checkText(input.by, RELEASE_BY_MAX, remoteMessages.badBy);
      const report = checkReport(input.report);
      const share = input.canary === undefined ? undefined : checkShare(input.canary);
      return change(remote, async (tx) => {
        const { stable, canary } = await live(remote, tx);
        if (canary) throw new ConflictError(remoteMessages.canaryRunning(remote));
        const at = clock();
        if (share !== undefined) {
          const row = await releases.insert(
            { remote, url, createdBy: by, report, state: 'canary', share, createdAt: at },
            tx,
          );
          await record(row, 'canary', by, `${share}% of browsers`, at, tx);
          return row;
        }
        if (stable) await move(stable, ['stable'], { state: 'retired' }, tx);
        const row = await releases.insert(
          { remote, url, createdBy: by, report, state: 'stable', share: null, createdAt: at },
          tx,
        );
        await record(row, 'released', by, stable ? `replaces release ${stable.id}` : null, at, tx);
        return row;
      });
    },

    /** Every release of the remote, newest first, with its events. */
    async history(remoteName: string): Promise<RemoteHistory> {
      const remote = checkRemote(remoteName);
      const [rows, events] = await Promise.all([releases.releasesOf(remote), releases.eventsOf(remote)]);
      const byRelease = new Map<number, RemoteReleaseEvent[]>(rows.map((row) => [row.id, []]));
      for (const { remote: _remote, ...event } of events) byRelease.get(event.releaseId)?.push(event);
      return { remote, releases: rows.map((row) => ({ ...row, events: byRelease.get(row.id) ?? [] })) };
    },

    /**
     * Back to the release named, or to the most recent retired one before the stable release. The stable release
     * is retired, and a running canary ended.
     */
    async rollback(input: RollbackInput): Promise<RollbackOutcome> {
      const remote = checkRemote(input.remote);
      const by = checkText(input.by, RELEASE_BY_MAX, remoteMessages.badBy);
      return change(remote, async (tx) => {
        const { stable, canary } = await live(remote, tx);
        let target: RemoteReleaseRow | undefined;
        if (input.to !== undefined) {
          target = isReleaseId(input.to) ? await releases.find(input.to, tx) : undefined;
          if (!target || target.remote !== remote)
            throw new NotFoundError(remoteMessages.noSuchRelease(remote, input.to));
          if (target.state === 'stable') throw new ConflictError(remoteMessages.alreadyStable(remote, target.id));
          if (target.state === 'canary') throw new ConflictError(remoteMessages.isCanary(remote, target.id));
        } else {
          if (!stable) throw new ConflictError(remoteMessages.nothingToRollBack(remote));
          target = await releases.previousRetired(remote, stable.id, tx);
        }
        const at = clock();
        let endedCanary: RemoteReleaseRow | null = null;
        if (canary) {
          const reason = `rolled back by ${by}`;
          endedCanary = await move(canary, ['canary'], { state: 'ended', endedReason: reason }, tx);
          await record(canary, 'aborted', by, reason, at, tx);
        }
        const from = stable ? `release ${stable.id}` : 'the built-in entry';
        const retired = stable ? await move(stable, ['stable'], { state: 'retired' }, tx) : null;
        if (!target) {
          // The first release rolled back: the site's built-in entry again, the event kept on the release it left.
          await record(retired as RemoteReleaseRow, 'rollback', by, `from ${from} to the built-in entry`, at, tx);
          return { from: stable ?? null, to: null, endedCanary };
        }
        const restored = await move(
          target,
          ['retired', 'ended'],
          { state: 'stable', share: null, endedReason: null },
          tx,
        );
        await record(restored, 'rollback', by, `from ${from} to release ${restored.id}`, at, tx);
        return { from: stable ?? null, to: restored, endedCanary };
      });
    },

    /** The canary becomes the stable release for every browser; the stable one is retired. */
    async promote({ remote: remoteName, by: who }: { remote: string; by: string }): Promise<RemoteRelease> {
      const remote = checkRemote(remoteName);
      const by = checkText(who, RELEASE_BY_MAX, remoteMessages.badBy);
      return change(remote, async (tx) => {
        const { stable, canary } = await live(remote, tx);
        if (!canary) throw new ConflictError(remoteMessages.noCanary(remote));
        const at = clock();
        if (stable) await move(stable, ['stable'], { state: 'retired' }, tx);
        const promoted = await move(canary, ['canary'], { state: 'stable', share: null }, tx);
        await record(promoted, 'promoted', by, stable ? `replaces release ${stable.id}` : null, at, tx);
        return promoted;
      });
    },

    /** Ends the canary: its browsers get the stable release at their next load. */
    async abort(input: { remote: string; by: string; reason?: string }): Promise<RemoteRelease> {
      const remote = checkRemote(input.remote);
      const by = checkText(input.by, RELEASE_BY_MAX, remoteMessages.badBy);
      const reason =
        input.reason === undefined ? null : checkText(input.reason, RELEASE_REASON_MAX, remoteMessages.badReason);
      return change(remote, async (tx) => {
        const { canary } = await live(remote, tx);
        if (!canary) throw new ConflictError(remoteMessages.noCanary(remote));
        const ended = await move(
          canary,
          ['canary'],
          { state: 'ended', endedReason: reason ? `aborted by ${by}: ${reason}` : `aborted by ${by}` },
          tx,
        );
        await record(ended, 'aborted', by, reason, clock(), tx);
        return ended;
      });
    },

    /** Per remote: the stable release and the canary, and how both fared in browsers since `since` (an hour ago). */
    async status({ since }: { since?: Date } = {}): Promise<RemotesStatus> {
      const until = clock();
      const from = since ?? new Date(until.getTime() - HEALTH_WINDOW_MS);
      const [rows, autoRollbacks] = await Promise.all([
        releases.inStates(['stable', 'canary']),
        releases.autoRollbacksSince(from),
      ]);
      const remotes: RemoteStatus[] = [];
      for (const remote of REMOTE_NAMES) {
        const stable = rows.find((row) => row.remote === remote && row.state === 'stable');
        const canary = rows.find((row) => row.remote === remote && row.state === 'canary');
        const last = autoRollbacks.find((event) => event.remote === remote);
        remotes.push({
          remote,
          stable: {
            release: stable ? withoutReport(stable) : null,
            health: figures(await releases.healthSince(remote, stable?.id ?? null, from)),
          },
          canary: canary
            ? {
                release: withoutReport(canary),
                share: canary.share ?? 0,
                health: figures(await releases.healthSince(remote, canary.id, from)),
              }
            : null,
          lastAutoRollback: last ? { releaseId: last.releaseId, reason: last.reason ?? '', at: last.at } : null,
        });
      }
      return { since: from, until, remotes };
    },

    currentSet,

    /** The tokens the pages served now carry beside each release, for their health reports to echo. */
    issueHealthTokens(): HealthTokenIssue {
      return healthTokens.issue();
    },

    /**
     * A browser's report on a remote's load. Kept, without anything about the person, only when its token says a
     * page of this site was served that release within the hour: any other report counts for nothing, and costs no
     * more than checking its signature (docs/SECURITY.md#health-reports-count-only-from-served-pages). When it names
     * the running canary, the canary is judged against the stable release (docs/API.md#automatic-rollback).
     */
    async recordHealth(report: HealthReport): Promise<HealthOutcome> {
      const notCounted: HealthOutcome = { counted: false, autoRollback: null };
      if (!REMOTE_NAMES.includes(report.remote)) throw new BadInputError(remoteMessages.unknownRemote(report.remote));
      if (!HEALTH_SESSION.test(report.session)) throw new BadInputError(remoteMessages.badSession);
      if (!(HEALTH_OUTCOMES as readonly string[]).includes(report.outcome))
        throw new BadInputError(remoteMessages.badOutcome);
      if (!healthTokens.accepts(report.token, report.remote, report.release)) return notCounted;
      let release: RemoteReleaseRow | undefined;
      if (report.release === null) {
        // The built-in entry counts only as a canary's yardstick: while it is served beside a canary, no stable
        // release. A page served it beside a canary that has ended since says nothing of any release.
        const served = (await currentSet()).remotes[report.remote];
        if (!served?.canary || served.stable) return notCounted;
      } else {
        release = isReleaseId(report.release) ? await releases.find(report.release) : undefined;
        if (!release || release.remote !== report.remote)
          throw new BadInputError(remoteMessages.notThisRemote(report.remote, report.release));
      }
      const now = clock();
      const since = new Date(now.getTime() - HEALTH_WINDOW_MS);
      const full =
        (await releases.healthRowsSince(since, HEALTH_ROWS_PER_RELEASE_HOUR, {
          remote: report.remote,
          releaseId: report.release,
        })) >= HEALTH_ROWS_PER_RELEASE_HOUR ||
        (await releases.healthRowsSince(since, HEALTH_ROWS_PER_HOUR, { remotes: REMOTE_NAMES })) >=
          HEALTH_ROWS_PER_HOUR;
      if (full) throw new RateLimitedError(remoteMessages.healthFull(report.remote), HEALTH_FULL_RETRY_S);
      await releases.recordHealth({
        remote: report.remote,
        releaseId: report.release,
        session: report.session,
        outcome: report.outcome,
        at: now,
      });
      return { counted: true, autoRollback: release?.state === 'canary' ? await judgeCanary(release) : null };
    },
  };
}

export type RemoteReleasesService = ReturnType<typeof createRemoteReleasesService>;
