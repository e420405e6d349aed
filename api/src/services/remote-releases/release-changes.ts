import type { Db, Tx } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { ONE_CANARY, ONE_STABLE, type RemoteReleaseRow, type RemoteReleasesRepository } from '../../db/repositories';
import type { RemoteReleaseAction, RemoteReleaseState } from '../../db/schema';
import { ConflictError } from '../../lib/domain-errors';
import type { RemoteName } from '../../site/remote-names';
import type { AnswerRecord } from '../answer-record';
import { remoteMessages } from './limits';

/** The steps every change of a remote's releases is made of: its transaction, its live releases, a move, an event. */
export interface ReleaseChanges {
  /**
   * One change of a remote's releases: in one transaction, after any other change of the same remote (from any
   * process) has ended, with `answer` told what it did. A change that still meets another (the unique indexes) is
   * refused as a conflict.
   */
  change: <T>(remote: RemoteName, answer: AnswerRecord<T>, work: (tx: Tx) => Promise<T>) => Promise<T>;
  /** The remote's stable release and running canary, either absent. */
  live: (
    remote: RemoteName,
    tx: Tx,
  ) => Promise<{ stable: RemoteReleaseRow | undefined; canary: RemoteReleaseRow | undefined }>;
  /** A state change the lock makes certain; should it find the release moved, the change is refused whole. */
  move: (
    release: RemoteReleaseRow,
    from: RemoteReleaseState[],
    to: Parameters<RemoteReleasesRepository['move']>[2],
    tx: Tx,
  ) => Promise<RemoteReleaseRow>;
  /** What happened to a release, by whom and why, in its history. */
  record: (
    release: RemoteReleaseRow,
    action: RemoteReleaseAction,
    actor: string,
    reason: string | null,
    at: Date,
    tx: Tx,
  ) => Promise<void>;
}

/** `changed`: called after every change, whether it was made or refused (the served set is read again). */
export function createReleaseChanges(db: Db, releases: RemoteReleasesRepository, changed: () => void): ReleaseChanges {
  return {
    async change(remote, answer, work) {
      try {
        return await db.transaction(async (tx) => {
          await releases.lockRemote(remote, tx);
          const result = await work(tx);
          await answer.done(tx, result);
          return result;
        });
      } catch (error) {
        if (isUniqueViolation(error, ONE_STABLE) || isUniqueViolation(error, ONE_CANARY))
          throw new ConflictError(remoteMessages.changedMeanwhile(remote), { cause: error });
        throw error;
      } finally {
        changed();
      }
    },

    async live(remote, tx) {
      const rows = await releases.inStates(['stable', 'canary'], remote, tx);
      return {
        stable: rows.find((row) => row.state === 'stable'),
        canary: rows.find((row) => row.state === 'canary'),
      };
    },

    async move(release, from, to, tx) {
      const moved = await releases.move(release.id, from, to, tx);
      if (!moved) throw new ConflictError(remoteMessages.changedMeanwhile(release.remote));
      return moved;
    },

    record: (release, action, actor, reason, at, tx) =>
      releases.recordEvent({ remote: release.remote, releaseId: release.id, action, actor, reason, at }, tx),
  };
}
