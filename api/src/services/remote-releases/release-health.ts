import type { RemoteReleaseRow } from '../../db/repositories';
import { BadInputError } from '../../lib/domain-errors';
import type { HealthTickets } from '../../lib/health-ticket';
import { REMOTE_NAMES } from '../../site/remote-names';
import type { ServiceDeps } from '../deps';
import { createCanaryJudge } from './canary-judge';
import { isServed, NO_COHORT, servedReleases, type CurrentSetCache } from './current-set';
import { createHealthLedger } from './health-ledger';
import { HEALTH_OUTCOMES, HEALTH_WINDOW_MS, pageLoadsPerNetwork, remoteMessages } from './limits';
import type { ReleaseChanges } from './release-changes';
import type { HealthOutcome, HealthReport, RemoteReleaseSummary, RemotesStatus, RemoteStatus } from './types';

const withoutReport = ({ report: _report, ...summary }: RemoteReleaseRow): RemoteReleaseSummary => summary;

/**
 * The browsers' reports on the remotes they loaded: the tickets that make them count, the reports kept, a failing
 * canary ended by them, and the figures of the status.
 */
export function createReleaseHealth(
  deps: Pick<ServiceDeps, 'db' | 'repos' | 'clock' | 'config' | 'log'>,
  tickets: HealthTickets,
  { currentSet, invalidate }: CurrentSetCache,
  changes: Pick<ReleaseChanges, 'record'>,
) {
  const { repos, clock, config, log } = deps;
  const releases = repos.remoteReleases;
  const canaries = createCanaryJudge(deps, changes, invalidate);
  const ledger = createHealthLedger({
    releases,
    clock,
    perNetwork: pageLoadsPerNetwork(config.remoteCanary),
    onError: (error) => log.error({ err: error }, 'remote health reports could not be written'),
    // Once written, the reports on a running canary judge it: on every process's reports of the hour.
    async written(rows) {
      const set = await currentSet();
      const judged = new Set<string>();
      for (const { remote, releaseId } of rows) {
        const canary = set.remotes[remote]?.canary;
        if (releaseId === null || canary?.id !== releaseId || judged.has(remote)) continue;
        judged.add(remote);
        await canaries.judge(remote, releaseId);
      }
    },
  });

  return {
    /**
     * A ticket for the page load asking (docs/SECURITY.md#health-reports-count-only-from-served-pages): the releases
     * its cohort is served now, bound to its network. No cohort: the stable side, as a page served without one.
     */
    async issueHealthTicket({ cohort, network }: { cohort: number | null; network: string }): Promise<string> {
      const served = cohort ?? NO_COHORT;
      return tickets.issue({ cohort: served, releases: servedReleases(await currentSet(), served) }, network);
    },

    /**
     * A browser's report on a remote's load, kept (nothing about the person: its page load's id and a keyed hash of
     * its network) only when its ticket names that release, for a page load this site served from that network within
     * the hour, and the release is still served; any other report costs no more than checking its signature. Kept
     * reports are written a moment later, together (health-ledger.ts), and judge the canary they name then.
     */
    async recordHealth(report: HealthReport): Promise<HealthOutcome> {
      if (!REMOTE_NAMES.includes(report.remote)) throw new BadInputError(remoteMessages.unknownRemote(report.remote));
      if (!(HEALTH_OUTCOMES as readonly string[]).includes(report.outcome))
        throw new BadInputError(remoteMessages.badOutcome);
      const ticket = tickets.read(report.ticket, report.network);
      if (!ticket || ticket.releases[report.remote] !== report.release) return { counted: false, why: 'no-ticket' };
      if (!isServed(await currentSet(), report.remote, report.release)) return { counted: false, why: 'not-served' };
      const taken = await ledger.take({
        remote: report.remote,
        releaseId: report.release,
        session: ticket.load,
        outcome: report.outcome,
        network: tickets.networkTag(report.network),
        at: clock(),
      });
      return taken === 'kept' ? { counted: true } : { counted: false, why: 'network-share' };
    },

    /** Writes the reports taken and not yet written (a close does, and the status before it reads). */
    flushHealth: () => ledger.flush(),

    /** Per remote: the stable release and the canary, and how both fared in browsers since `since` (an hour ago). */
    async status({ since }: { since?: Date } = {}): Promise<RemotesStatus> {
      // This process's own reports are in the figures at once; others' within their writes.
      await ledger.flush();
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
            health: await canaries.healthSince(remote, stable?.id ?? null, from),
          },
          canary: canary
            ? {
                release: withoutReport(canary),
                share: canary.share ?? 0,
                health: await canaries.healthSince(remote, canary.id, from),
              }
            : null,
          lastAutoRollback: last ? { releaseId: last.releaseId, reason: last.reason ?? '', at: last.at } : null,
        });
      }
      return { since: from, until, remotes };
    },
  };
}
