import type { HistoryView, ReleaseView, RollbackView, StatusView } from './release-actions';

/** Minutes are enough to tell releases apart; UTC, so two people reading one history agree. */
const when = (value: Date | string) => new Date(value).toISOString().slice(0, 16).replace('T', ' ') + ' UTC';

const percent = (rate: number) => `${Math.round(rate * 1000) / 10} %`;

function stateOf(release: ReleaseView): string {
  if (release.state === 'canary') return `canary ${release.share ?? '?'} %`;
  return release.state;
}

/** The verify report's verdict in a few words: it is kept whole in the database, and the API returns it. */
function verdictOf(report: unknown): string {
  if (typeof report !== 'object' || report === null) return 'no report';
  const { ok, checks, smoke, builtWith } = report as {
    ok?: unknown;
    checks?: unknown;
    smoke?: { ran?: unknown };
    builtWith?: unknown;
  };
  if (typeof builtWith === 'string') return `not run: built with the shell of release ${builtWith}, tested with it`;
  const count = Array.isArray(checks) ? `${checks.length} checks` : 'checks';
  const skipped = smoke?.ran === false ? ', smoke journeys skipped' : '';
  return `${ok === true ? 'passed' : 'FAILED'} (${count}${skipped})`;
}

export function releaseLine(release: ReleaseView): string {
  return `#${release.id}  ${stateOf(release).padEnd(11)} ${release.url}`;
}

export function releasedText(release: ReleaseView): string {
  if (release.state === 'canary') {
    return [
      `${release.remote} release #${release.id} is a canary for ${release.share ?? '?'} % of browsers: ${release.url}`,
      `Watch it with "npm run remote -- status"; then "npm run remote -- promote ${release.remote}" or ` +
        `"npm run remote -- abort ${release.remote}". It ends itself if it fails more than the stable release.`,
    ].join('\n');
  }
  return `${release.remote} release #${release.id} is the stable release, served from now on: ${release.url}`;
}

export function rolledBackText({ from, to, endedCanary }: RollbackView): string {
  const target = to ? `release #${to.id} (${to.url})` : "the site's built-in bundle";
  const lines = [`${(to ?? from)?.remote ?? 'The remote'} is back on ${target}${from ? `, from #${from.id}` : ''}.`];
  if (endedCanary) lines.push(`Its canary #${endedCanary.id} has ended.`);
  return lines.join('\n');
}

export function historyText({ remote, releases }: HistoryView): string {
  if (releases.length === 0) return `${remote} has no releases: the site serves its built-in bundle.`;
  const lines = [`${remote}: ${releases.length} release${releases.length === 1 ? '' : 's'}, newest first`];
  for (const release of releases) {
    lines.push('', releaseLine(release));
    lines.push(`    by ${release.createdBy} at ${when(release.createdAt)}; verify:remote ${verdictOf(release.report)}`);
    // A release that left the site for a reason is never a rollback's target (docs/API.md#remote-releases).
    if (release.endedReason && release.state !== 'stable' && release.state !== 'canary')
      lines.push(`    taken off: ${release.endedReason}; no rollback goes back to it`);
    for (const event of release.events) {
      const reason = event.reason ? `: ${event.reason}` : '';
      lines.push(`    ${when(event.at)}  ${event.action} by ${event.actor}${reason}`);
    }
  }
  return lines.join('\n');
}

const healthText = ({ sessions, failedSessions, rate }: { sessions: number; failedSessions: number; rate: number }) =>
  sessions === 0 ? 'no sessions' : `${failedSessions} of ${sessions} sessions failed (${percent(rate)})`;

export function statusText({ since, remotes }: StatusView): string {
  const lines = [`Remotes, with failures reported by browsers since ${when(since)}:`];
  for (const { remote, stable, canary, lastAutoRollback } of remotes) {
    lines.push('', `${remote}`);
    const stableName = stable.release ? `#${stable.release.id} ${stable.release.url}` : 'the built-in bundle';
    lines.push(`  stable  ${stableName}`, `          ${healthText(stable.health)}`);
    if (canary) {
      lines.push(`  canary  #${canary.release.id} for ${canary.share} % of browsers: ${canary.release.url}`);
      lines.push(`          ${healthText(canary.health)}`);
    } else {
      lines.push('  canary  none');
    }
    if (lastAutoRollback) {
      lines.push(
        `  ended itself: canary #${lastAutoRollback.releaseId} at ${when(lastAutoRollback.at)}: ${lastAutoRollback.reason}`,
      );
    }
  }
  return lines.join('\n');
}
