import type { RemoteReleaseRow } from '../../db/repositories';
import { BadInputError, ConflictError, NotFoundError } from '../../lib/domain-errors';
import type { BundleReader } from '../../site/bundle-files';
import { judgeRemoteFiles, type ReleaseFileTexts } from '../../site/release-files';
import { NO_RECORD, type AnswerRecord } from '../answer-record';
import type { ServiceDeps } from '../deps';
import { checkRemote, checkReport, checkShare, checkText, checkUrl, isReleaseId } from './input-checks';
import { RELEASE_BY_MAX, RELEASE_REASON_MAX, remoteMessages } from './limits';
import type { ReleaseChanges } from './release-changes';
import type {
  ReleaseInput,
  RemoteHistory,
  RemoteRelease,
  RemoteReleaseEvent,
  RollbackInput,
  RollbackOutcome,
} from './types';

/**
 * Why a release may not be served again by a rollback, or null when it may: a canary that ended (aborted, ended by a
 * rollback or by its health) and a stable release a rollback retired carry the reason they left; a release retired by
 * a newer one carries none.
 */
function takenOffReason(release: RemoteReleaseRow): string | null {
  if (release.state === 'ended') return release.endedReason ?? 'ended';
  return release.state === 'retired' ? release.endedReason : null;
}

/** What an organiser (or `npm run remote`) does to a remote's releases, and the history it leaves. */
export function createReleaseActions(
  { repos, clock, config }: Pick<ServiceDeps, 'repos' | 'clock' | 'config'>,
  { change, live, move, record }: ReleaseChanges,
  readBundle: BundleReader,
) {
  const releases = repos.remoteReleases;

  /**
   * What the bundle publishes beside its manifest, read once and judged before anything is recorded: a bundle that
   * claims a path, a page or a link outside its remote's part of the site, or whose files the server refuses, is
   * refused whole (docs/SECURITY.md#what-a-releaser-can-and-cannot-do), and one whose files cannot be read is never
   * served half-known.
   */
  async function publishedFiles(remote: string, url: string): Promise<ReleaseFileTexts & { routes: string }> {
    let texts: ReleaseFileTexts;
    try {
      texts = await readBundle(remote, url);
    } catch (error) {
      throw new BadInputError(
        remoteMessages.bundleUnreadable(url, error instanceof Error ? error.message : String(error)),
      );
    }
    const { problems } = judgeRemoteFiles(remote, texts);
    if (problems.length > 0 || texts.routes === null)
      throw new BadInputError(remoteMessages.bundleRefused(url, problems));
    return { ...texts, routes: texts.routes };
  }

  return {
    /**
     * Records a release: the remote's stable one (the previous stable is retired), or with `canary` a canary served
     * to that share of browsers. Refused while a canary runs: it is promoted or aborted first.
     */
    async release(input: ReleaseInput, answer: AnswerRecord<RemoteRelease> = NO_RECORD): Promise<RemoteRelease> {
      const remote = checkRemote(input.remote);
      const url = checkUrl(input.url, config.publicUrl);
      const by = checkText(input.by, RELEASE_BY_MAX, remoteMessages.badBy);
      const report = checkReport(input.report);
      const share = input.canary === undefined ? undefined : checkShare(input.canary);
      const files = await publishedFiles(remote, url);
      return change(remote, answer, async (tx) => {
        const { stable, canary } = await live(remote, tx);
        if (canary) throw new ConflictError(remoteMessages.canaryRunning(remote));
        const at = clock();
        if (share !== undefined) {
          const row = await releases.insert(
            { remote, url, createdBy: by, report, state: 'canary', share, createdAt: at },
            tx,
          );
          await releases.insertFiles({ releaseId: row.id, ...files }, tx);
          await record(row, 'canary', by, `${share}% of browsers`, at, tx);
          return row;
        }
        if (stable) await move(stable, ['stable'], { state: 'retired' }, tx);
        const row = await releases.insert(
          { remote, url, createdBy: by, report, state: 'stable', share: null, createdAt: at },
          tx,
        );
        await releases.insertFiles({ releaseId: row.id, ...files }, tx);
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
     * is retired, marked as rolled back, and a running canary ended. A release taken off the site (a canary that
     * ended, a stable release a rollback retired) is never gone back to: it left for a reason, which the refusal
     * names (docs/API.md#remote-releases).
     */
    async rollback(input: RollbackInput, answer: AnswerRecord<RollbackOutcome> = NO_RECORD): Promise<RollbackOutcome> {
      const remote = checkRemote(input.remote);
      const by = checkText(input.by, RELEASE_BY_MAX, remoteMessages.badBy);
      return change(remote, answer, async (tx) => {
        const { stable, canary } = await live(remote, tx);
        let target: RemoteReleaseRow | undefined;
        if (input.to !== undefined) {
          target = isReleaseId(input.to) ? await releases.find(input.to, tx) : undefined;
          if (!target || target.remote !== remote)
            throw new NotFoundError(remoteMessages.noSuchRelease(remote, input.to));
          if (target.state === 'stable') throw new ConflictError(remoteMessages.alreadyStable(remote, target.id));
          if (target.state === 'canary') throw new ConflictError(remoteMessages.isCanary(remote, target.id));
          const takenOff = takenOffReason(target);
          if (takenOff !== null) throw new ConflictError(remoteMessages.takenOff(remote, target.id, takenOff));
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
        const retired = stable
          ? await move(stable, ['stable'], { state: 'retired', endedReason: `rolled back by ${by}` }, tx)
          : null;
        if (!target) {
          // The first release rolled back: the site's built-in entry again, the event kept on the release it left.
          await record(retired as RemoteReleaseRow, 'rollback', by, `from ${from} to the built-in entry`, at, tx);
          return { from: stable ?? null, to: null, endedCanary };
        }
        const restored = await move(target, ['retired'], { state: 'stable', share: null }, tx);
        await record(restored, 'rollback', by, `from ${from} to release ${restored.id}`, at, tx);
        return { from: stable ?? null, to: restored, endedCanary };
      });
    },

    /** The canary becomes the stable release for every browser; the stable one is retired. */
    async promote(
      { remote: remoteName, by: who }: { remote: string; by: string },
      answer: AnswerRecord<RemoteRelease> = NO_RECORD,
    ): Promise<RemoteRelease> {
      const remote = checkRemote(remoteName);
      const by = checkText(who, RELEASE_BY_MAX, remoteMessages.badBy);
      return change(remote, answer, async (tx) => {
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
    async abort(
      input: { remote: string; by: string; reason?: string },
      answer: AnswerRecord<RemoteRelease> = NO_RECORD,
    ): Promise<RemoteRelease> {
      const remote = checkRemote(input.remote);
      const by = checkText(input.by, RELEASE_BY_MAX, remoteMessages.badBy);
      const reason =
        input.reason === undefined ? null : checkText(input.reason, RELEASE_REASON_MAX, remoteMessages.badReason);
      return change(remote, answer, async (tx) => {
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
  };
}
