import { SERVER_PAGE_SCRIPT_SOURCE } from './server-page-script';
import { isPolicyOrigin } from './release-url';

/**
 * The shell loads code from wherever remotes.json points (the configured remotes and every current release, stable or
 * canary), so exactly those origins join 'self' for scripts, styles,
 * images, media and fetches, plus the origins REMOTE_OVERRIDES allows (already in CSP source syntax) when the site
 * allows overrides. Inline styles are allowed because the bundles inject their CSS as <style> elements.
 * The policy is exactly this list (helmet's defaults are off): its `upgrade-insecure-requests` would send every
 * request of a page served over plain HTTP on a LAN address (a fest desk's laptop) to an https:// that isn't there,
 * so the upgrade is asked for only when the site's own address is https.
 *
 * A remote served by a dev server on this machine (http on a loopback host, as in README's integrator recipe) also
 * gets its live-reload socket in connect-src; no other remote does.
 */
export function contentSecurityPolicy(
  remoteUrls: readonly string[],
  overrideOrigins: readonly string[],
  publicUrl: string,
): Record<string, string[]> {
  const origins = new Set<string>();
  for (const url of remoteUrls) {
    const origin = originOf(url, publicUrl);
    if (origin) origins.add(origin);
  }
  for (const origin of overrideOrigins) origins.add(origin);
  const code = ["'self'", ...origins];
  const devSockets = [...origins].flatMap((origin) => devServerSocketOf(origin) ?? []);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: code,
    styleSrc: [...code, "'unsafe-inline'"],
    imgSrc: [...code, 'data:', 'blob:'],
    mediaSrc: code,
    fontSrc: [...code, 'data:'],
    connectSrc: [...code, ...devSockets],
    // Quizomania embeds an external form; the frame source is the form provider's.
    frameSrc: ["'self'", 'https://docs.google.com'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
    scriptSrcAttr: ["'none'"],
    ...(new URL(publicUrl).protocol === 'https:' ? { upgradeInsecureRequests: [] } : {}),
  };
}

/**
 * The policy of a page that came in its HTML: the same, with its one inline script allowed by its hash (the one it
 * runs before the shell's, server-page-script.ts), and no form sent by the browser (`form-action 'none'`). Before the
 * scripts, Enter in a field or a press of a form's button would send the form as a GET to the page's own address and
 * load the page afresh, what was typed lost; the policy refuses that, and the page's script keeps the press for the
 * app (docs/SECURITY.md#prerendered-pages-are-data). After the takeover the app's forms send with their own calls and
 * stop the browser's (preventDefault), which the policy does not touch. Only those pages carry it.
 */
export function withServerPageScript(directives: Record<string, string[]>): Record<string, string[]> {
  return {
    ...directives,
    scriptSrc: [...(directives.scriptSrc ?? []), SERVER_PAGE_SCRIPT_SOURCE],
    formAction: ["'none'"],
  };
}

/**
 * The origin of a remote's URL as a host source, or null: the site's own (already 'self'), or one that is no plain
 * origin. The policy is made of parsed origins only, never of the URL as written, and an origin holding anything
 * but scheme, host and port is left out: a URL parser keeps a `;` or a quote in a host name, and in the policy
 * `https://a.example;sandbox` would end the directive and add `sandbox` to every page. A release is checked before
 * it is recorded (release-url.ts); this holds for rows recorded before that check and for REMOTE_<NAME>_URL.
 */
function originOf(url: string, base: string): string | null {
  try {
    const origin = new URL(url, base).origin;
    return origin === new URL(base).origin || !isPolicyOrigin(origin) ? null : origin;
  } catch {
    return null;
  }
}

/** A plain-http origin on a loopback name, with its port or `*` (an override pattern such as http://localhost:*). */
const LOOPBACK_ORIGIN = /^http:\/\/(?:localhost|127\.0\.0\.1|\[::1\]):(\d{1,5}|\*)$/;

/**
 * webpack-dev-server's socket for a dev server's origin on this machine, at each loopback name (its client connects
 * to the host the page was opened at: the site at 127.0.0.1 with the remote at localhost opens ws://127.0.0.1:port),
 * else none. An override pattern (`http://localhost:*`, REMOTE_OVERRIDES) allows the sockets of every port it allows:
 * a dev server an integrator overrides a remote with reloads live, as one given by REMOTE_<NAME>_URL does.
 */
function devServerSocketOf(origin: string): string[] | null {
  const port = LOOPBACK_ORIGIN.exec(origin)?.[1];
  // CSP has no syntax for an IPv6 address: the two names it can say.
  return port ? ['localhost', '127.0.0.1'].map((host) => `ws://${host}:${port}`) : null;
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The directives as one Content-Security-Policy header value, written as helmet writes it (`;` between directives). */
export function policyHeader(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => [kebab(name), ...values].join(' '))
    .join(';');
}
