/**
 * Each remote's health as this browser saw it (docs/ARCHITECTURE.md#remote-health): one small report per remote and
 * outcome in a page's life — it loaded, it failed to load, it timed out, it threw while rendering — tagged with the
 * release remotes.json named. The server compares a canary's failures with the stable release's and rolls a failing
 * canary back. Nothing in a report is about the visitor: the session is a random id of this page, made here.
 */
export type RemoteOutcome = 'ok' | 'load-failed' | 'timeout' | 'render-error';

/** The API's beacon (docs/API.md#remote-health), beside the page like every call of the site. */
const BEACON_URL = '/api/remote-health';

/**
 * What remotes.json named for a remote served as a release: its id, or null for the site's built-in entry served
 * beside a canary (the canary's yardstick), and the token the server signed for it. The report sends the token back:
 * it is how the server tells a report of a page it served from a forged one (docs/ARCHITECTURE.md#remote-health).
 */
export interface ServedRelease {
  release: number | null;
  token?: string;
}

/**
 * The release of each remote served as one. A remote remotes.json names no release for is served as configured,
 * such as an integrator's address or a dev server: its health is no release's, and it is not reported.
 */
const releases = new Map<string, ServedRelease>();
/** Remotes this browser overrides (a developer's bundle): their health says nothing about any release. */
const unreported = new Set<string>();
const reported = new Set<string>();
let session: string | undefined;

/** The releases remotes.json named (a remote served as configured has none), and the remotes not to report. */
export function setRemoteReleases(
  named: Readonly<Record<string, ServedRelease | undefined>>,
  overridden: readonly string[] = [],
): void {
  releases.clear();
  for (const [remote, served] of Object.entries(named)) if (served !== undefined) releases.set(remote, served);
  unreported.clear();
  for (const remote of overridden) unreported.add(remote);
}

function sessionId(): string {
  // getRandomValues, not randomUUID: the site may be served over plain HTTP on a LAN address, not a secure context.
  session ??= Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );
  return session;
}

/** Sends the report once per remote and outcome; a browser without sendBeacon (or a test's DOM) sends nothing. */
export function reportRemoteHealth(remote: string, outcome: RemoteOutcome): void {
  const key = `${remote} ${outcome}`;
  const served = releases.get(remote);
  if (reported.has(key) || unreported.has(remote) || !served) return;
  if (typeof navigator === 'undefined' || !navigator.sendBeacon) return;
  reported.add(key);
  const { release, token } = served;
  const body = JSON.stringify({ remote, release, outcome, session: sessionId(), ...(token ? { token } : {}) });
  navigator.sendBeacon(BEACON_URL, new Blob([body], { type: 'application/json' }));
}

/** A load failure that ran out of time (the runtime plugin's time-outs) rather than one that was refused or failed. */
export function loadOutcome(error: unknown): RemoteOutcome {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause.name === 'TimeoutError' || /timed? ?out/i.test(cause.message)) return 'timeout';
  }
  return 'load-failed';
}
