/**
 * Each remote's health as this browser saw it (docs/ARCHITECTURE.md#remote-health): one small report per remote and
 * outcome in a page's life — it loaded, it failed to load, it timed out, it threw while rendering — tagged with the
 * release remotes.json named. The server compares a canary's failures with the stable release's and rolls a failing
 * canary back. Nothing in a report is about the visitor: it counts as this page load by the ticket the server gave it.
 */
export type RemoteOutcome = 'ok' | 'load-failed' | 'timeout' | 'render-error';

/** The API's beacon and the page load's ticket (docs/API.md#remote-health), beside the page like every call. */
const BEACON_URL = '/api/remote-health';
const TICKET_URL = '/api/remote-health/ticket';

declare global {
  interface Window {
    /**
     * This page load's ticket, asked for once: by the first report of the shell, or by the page's own script when
     * the app never took over (api/src/site/server-page-script.ts). Null: none came.
     */
    gsHealthTicket?: Promise<string | null>;
  }
}

/**
 * The release each remote is served as, by what remotes.json named: its id, or null for the site's built-in entry
 * served beside a canary (the canary's yardstick). A remote it names no release for is served as configured, such as
 * an integrator's address or a dev server: its health is no release's, and it is not reported.
 */
const releases = new Map<string, number | null>();
/** Remotes this browser overrides (a developer's bundle): their health says nothing about any release. */
const unreported = new Set<string>();
const reported = new Set<string>();

/** The releases remotes.json named (a remote served as configured has none), and the remotes not to report. */
export function setRemoteReleases(
  named: Readonly<Record<string, number | null | undefined>>,
  overridden: readonly string[] = [],
): void {
  releases.clear();
  for (const [remote, release] of Object.entries(named)) if (release !== undefined) releases.set(remote, release);
  unreported.clear();
  for (const remote of overridden) unreported.add(remote);
}

/** Once the page has loaded and the browser is idle: the ticket's call is never on the first paint's path. */
const pageLoaded = () =>
  new Promise<void>((resolve) => {
    // Safari has no requestIdleCallback: there, the next task.
    const idle = () =>
      'requestIdleCallback' in window ? requestIdleCallback(() => resolve(), { timeout: 2_000 }) : setTimeout(resolve);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });

async function askTicket(): Promise<string | null> {
  await pageLoaded();
  const answer = await fetch(TICKET_URL, { method: 'POST' });
  const body: unknown = answer.ok ? await answer.json() : null;
  const ticket = typeof body === 'object' && body !== null && 'ticket' in body ? body.ticket : null;
  return typeof ticket === 'string' ? ticket : null;
}

/** Sends the report once per remote and outcome; a browser without sendBeacon (or a test's DOM) sends nothing. */
export function reportRemoteHealth(remote: string, outcome: RemoteOutcome): void {
  const key = `${remote} ${outcome}`;
  const release = releases.get(remote);
  if (reported.has(key) || unreported.has(remote) || release === undefined) return;
  if (typeof navigator === 'undefined' || !navigator.sendBeacon) return;
  reported.add(key);
  window.gsHealthTicket ??= askTicket().catch(() => null);
  void window.gsHealthTicket.then((ticket) => {
    if (!ticket) return;
    const body = JSON.stringify({ remote, release, outcome, ticket });
    navigator.sendBeacon(BEACON_URL, new Blob([body], { type: 'application/json' }));
  });
}

/** A load failure that ran out of time (the runtime plugin's time-outs) rather than one that was refused or failed. */
export function loadOutcome(error: unknown): RemoteOutcome {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause.name === 'TimeoutError' || /timed? ?out/i.test(cause.message)) return 'timeout';
  }
  return 'load-failed';
}
