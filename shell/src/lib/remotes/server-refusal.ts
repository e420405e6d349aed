/**
 * Refusals by a remote's own server of this page's address (docs/ARCHITECTURE.md#loading-a-remote): a remote's dev
 * server serves pages opened at this machine's addresses only, and refuses others with 403 and this header (exposed
 * to the page by CORS, webpack.shared.js). A refused script fails like an unreachable one, so the fallback learns
 * from this record that the page's address, not the connection, is the reason.
 */
export const REFUSAL_HEADER = 'X-Dev-Server-Refused';

/** A probe after a failure is short: it only tells two reasons apart, and the visitor waits for the fallback. */
const PROBE_TIMEOUT_MS = 2_000;

const refusedBy = new Set<string>();

const originOf = (url: string): string | null => {
  try {
    return new URL(url, document.baseURI).origin;
  } catch {
    return null;
  }
};

/** Notes a refusal among the answers the shell fetches from a remote (its manifest, its routes.json). */
export function noteRefusal(url: string | URL, response: Response): void {
  if (response.status !== 403 || !response.headers.get(REFUSAL_HEADER)) return;
  const origin = originOf(String(url));
  if (origin) refusedBy.add(origin);
}

/** The origin of `url` when its server refused this page's address, else null. */
export function serverRefusedOriginOf(url: string): string | null {
  const origin = originOf(url);
  return origin && refusedBy.has(origin) ? origin : null;
}

/**
 * After a script of another origin failed (its remoteEntry.js), asks its server once more in a way that shows the
 * answer: a refusal of this page's address is then known. Any other answer, or none, leaves the failure as it was.
 */
export async function probeRefusal(url: string): Promise<string | null> {
  const origin = originOf(url);
  if (!origin || origin === window.location.origin) return null;
  if (refusedBy.has(origin)) return origin;
  try {
    const answer = await fetch(url, {
      method: 'HEAD',
      cache: 'no-store',
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    noteRefusal(url, answer);
  } catch {
    // Unreachable, or no CORS answer: not a refusal this page can read.
  }
  return serverRefusedOriginOf(url);
}
