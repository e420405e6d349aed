/*
 * What a release may point the site at (docs/API.md#remote-release-calls). A release URL reaches every visitor's
 * page twice: as the entry in remotes.json, and through its origin in the page's Content-Security-Policy. So it is
 * held to the plain form a bundle's address has, and nothing that could read as more than one thing: a host of
 * letters, digits, dots and hyphens (a `;` in a host would end the policy's directive and start another, as a
 * WHATWG URL takes it in a host name), a path ending in the federation entry, and no query, fragment or credentials (no `?`, `#` or `@`).
 */

export const RELEASE_URL_MAX = 2048;

/** The files a bundle is loaded by: its manifest, or its remote entry. */
export const RELEASE_ENTRY_FILES = ['mf-manifest.json', 'remoteEntry.js'] as const;

/** Every character a release URL may hold as typed: no space, quote, `;`, `,`, `?`, `#`, `@`, `\`, `<` or `>`. */
const URL_CHARACTERS = /^[A-Za-z0-9\-._~%/:[\]]+$/;

/** A host name of labels of letters, digits and inner hyphens (as the URL parser writes it: lower case, punycode). */
const HOST_NAME = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

const LOOPBACK_IPV4 = /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/;

/** This machine, by the names a browser resolves to it without asking anyone. */
export function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || LOOPBACK_IPV4.test(hostname);
}

/**
 * An origin as a Content-Security-Policy host source may hold it: scheme, host name (or this machine's IPv6
 * address) and port, nothing else. `URL.origin` alone is not enough: it keeps a `;` or a quote of the host.
 */
const POLICY_ORIGIN =
  /^https?:\/\/(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[::1\])(?::\d{1,5})?$/;

export function isPolicyOrigin(origin: string): boolean {
  return POLICY_ORIGIN.test(origin);
}

export const releaseUrlProblems = {
  tooLong: `is longer than ${RELEASE_URL_MAX} characters`,
  characters:
    'may hold only ASCII letters, digits and - . _ ~ % / : (no spaces, quotes, ;, ",", ?, #, @ or other signs)',
  notUrl: 'is not a URL',
  scheme:
    "must start with https:// (http:// only on the site's own address, or for this machine, localhost or " +
    '127.0.0.1, while the site runs on http)',
  host: 'must name its host with letters, digits, dots and hyphens only',
  path: `must end in /${RELEASE_ENTRY_FILES.join(' or /')}, the bundle's manifest or remote entry`,
} as const;

export type ReleaseUrlCheck = { ok: true; url: string } | { ok: false; problem: string };

/**
 * Where plain http is taken. `siteUrl`: the site's own address (PUBLIC_URL); a bundle on that very origin is the
 * site's own files (`/bundles/<name>/<release>/` behind nginx, docs/DEPLOY.md#one-release-mechanism), served as the
 * page is, so http there is no weaker than the page itself; on a site that runs on http (as in development, or a
 * private address behind nginx), this machine's addresses too (a bundle `npm run serve:remote` hosts). null where the
 * site is not known yet (the command line, before it reaches the site): any http is let through, for the site to
 * judge.
 */
export interface ReleaseUrlContext {
  siteUrl: string | null;
}

function takesHttp(url: URL, { siteUrl }: ReleaseUrlContext): boolean {
  if (url.protocol !== 'http:') return false;
  if (siteUrl === null) return true;
  const site = new URL(siteUrl);
  if (url.origin === site.origin) return true;
  return site.protocol === 'http:' && isLoopbackHost(url.hostname);
}

/** The URL as the release records it (the parser's form: host in lower case, no default port), or what is wrong. */
export function checkReleaseUrl(value: string, context: ReleaseUrlContext): ReleaseUrlCheck {
  const problem = (text: string): ReleaseUrlCheck => ({ ok: false, problem: text });
  if (value.length > RELEASE_URL_MAX) return problem(releaseUrlProblems.tooLong);
  if (!URL_CHARACTERS.test(value)) return problem(releaseUrlProblems.characters);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return problem(releaseUrlProblems.notUrl);
  }
  const http = takesHttp(url, context);
  if (url.protocol !== 'https:' && !http) return problem(releaseUrlProblems.scheme);
  if (!HOST_NAME.test(url.hostname) && !(http && url.hostname === '[::1]')) return problem(releaseUrlProblems.host);
  if (!RELEASE_ENTRY_FILES.some((file) => url.pathname.endsWith(`/${file}`))) return problem(releaseUrlProblems.path);
  return { ok: true, url: url.href };
}
