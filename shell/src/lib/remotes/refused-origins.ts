/**
 * Origins whose requests this page's Content-Security-Policy refused, as the browser reports them. A refused script
 * fails exactly like an unreachable one (its error event says nothing more), so this is how the fallback tells an
 * integrator "the site's policy refused it" instead of "check your connection".
 */
const refused = new Set<string>();
let watching = false;

const originOf = (url: string): string | null => {
  try {
    return new URL(url, document.baseURI).origin;
  } catch {
    return null;
  }
};

/** Starts listening, once per page. */
export function watchRefusedOrigins(): void {
  if (watching || typeof document === 'undefined') return;
  watching = true;
  document.addEventListener('securitypolicyviolation', (event) => {
    // A refused request names its URL; a refused eval or inline code names only 'eval' or 'inline', and the script
    // that tried it is the source file.
    const url = /^https?:/.test(event.blockedURI) ? event.blockedURI : event.sourceFile;
    const origin = url ? originOf(url) : null;
    if (origin) refused.add(origin);
  });
}

/** The origin of `url` when the policy refused a request to it, else null. */
export function refusedOriginOf(url: string): string | null {
  const origin = originOf(url);
  return origin && refused.has(origin) ? origin : null;
}

/** The browser queues its violation reports as tasks; a failure is classified after them. */
export const afterPendingReports = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
