import type { ReleaseFileTexts, RemoteData } from './release-files';
import { judgeRemoteFiles } from './release-files';

/**
 * What each release's bundle published, as the pages of this process compose it: read from the database, where the
 * release stored its files in the transaction that recorded it (docs/ARCHITECTURE.md#releases-and-canaries), and judged
 * again by the server's current rules (docs/SECURITY.md#what-a-releaser-can-and-cannot-do). A release's files never
 * change, so each is read once per process; a release recorded before its files were kept has none, and its pages get
 * the generic head while the shell reads its routes.json itself.
 */

export interface Release {
  id: number;
  remote: string;
  url: string;
}

/** Loads the stored files of releases (by id); a release without a row has none. */
export type StoredFilesLoader = (ids: readonly number[]) => Promise<Array<ReleaseFileTexts & { releaseId: number }>>;

export interface ReleaseDataOptions {
  load: StoredFilesLoader;
  /** Told once per release of what its files broke, or that it kept none. */
  warn: (message: string) => void;
}

/** Releases whose data each process keeps besides the ones being served: the ones before them, for a rollback. */
const KEPT = 16;

export function releaseDataSource({ load, warn }: ReleaseDataOptions) {
  const known = new Map<number, RemoteData | null>();

  return {
    /**
     * Reads the files of any of these releases not read yet, so that a page composed for them has them from the first
     * visit on. A failed read (the database away) leaves them unread: the pages meanwhile get the generic head.
     */
    async ensure(releases: readonly Release[]): Promise<void> {
      const missing = releases.filter((release) => !known.has(release.id));
      // Read again, so kept last: the releases served are never the ones forgotten below.
      for (const release of releases) {
        const data = known.get(release.id);
        if (data === undefined) continue;
        known.delete(release.id);
        known.set(release.id, data);
      }
      if (missing.length === 0) return;
      const rows = await load(missing.map((release) => release.id));
      for (const release of missing) {
        const row = rows.find((candidate) => candidate.releaseId === release.id);
        if (!row) {
          warn(
            `release ${release.id} of ${release.remote} was recorded before releases kept their files: its pages get ` +
              'the generic head (release the bundle again to serve its own)',
          );
          known.set(release.id, null);
          continue;
        }
        const { data, problems } = judgeRemoteFiles(release.remote, row);
        if (problems.length > 0)
          warn(`release ${release.id} of ${release.remote} (${release.url}): left out: ${problems.join('; ')}`);
        known.set(release.id, data);
      }
      // Oldest first: what is served now was just read, or read again below.
      while (known.size > KEPT + releases.length) known.delete(known.keys().next().value as number);
    },

    /** The release's data once read (null: it has none); undefined while it has not been read. */
    get(release: Pick<Release, 'id'>): RemoteData | null | undefined {
      return known.get(release.id);
    },
  };
}

export type ReleaseDataSource = ReturnType<typeof releaseDataSource>;
