import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { ReleaseDataSource } from './release-data';
import { NO_RELEASES, releasesOf, type ReleaseSet, type ReleaseSource } from './served-remotes';

/**
 * The release set of a request, read once per request: a response's page or remotes.json and its policy header come
 * from the same releases even when a release lands between the two. It rejects only while no set was read since the
 * process started and the database does not answer (services/remote-releases/current-set.ts): the page then
 * answers 503, and its policy header is that of no release.
 */
export function requestReleaseSet(
  releases: ReleaseSource | undefined,
  releaseData: ReleaseDataSource,
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
): (request: FastifyRequest) => Promise<ReleaseSet> {
  const setOf = new WeakMap<FastifyRequest, Promise<ReleaseSet>>();
  // Told once per outage: while the database is away every new set's files fail to be read, request after request.
  let filesUnread = false;
  /** The set served now, with what its releases published read in (release-data.ts). */
  const readSet = async () => {
    const set = (await releases?.currentSet()) ?? NO_RELEASES;
    await releaseData.ensure(releasesOf(set)).then(
      () => {
        if (filesUnread) log.info("the releases' published files are read again");
        filesUnread = false;
      },
      (error: unknown) => {
        if (!filesUnread) {
          log.warn(
            { err: error },
            "the releases' published files could not be read: their pages get the generic head until they can",
          );
        }
        filesUnread = true;
      },
    );
    return set;
  };
  return (request) => {
    let set = setOf.get(request);
    if (!set) {
      set = readSet();
      setOf.set(request, set);
    }
    return set;
  };
}
