/**
 * Integrator overrides, the way import-map-overrides does them for single-spa: `?override=events=<url>` points one
 * remote at another bundle for this tab (kept in sessionStorage), only where the site allows it and only for the
 * origins it lists. Otherwise a crafted link would run a stranger's script on our origin.
 */
export const OVERRIDES_KEY = 'greatstep:remote-overrides';
const OVERRIDE_PARAM = 'override';

export type Overrides = Readonly<Record<string, string>>;

function readStored(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(OVERRIDES_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((pair): pair is [string, string] => typeof pair[1] === 'string'),
    );
  } catch {
    // Blocked storage or a damaged value: no overrides.
    return {};
  }
}

function store(overrides: Overrides): void {
  try {
    if (Object.keys(overrides).length === 0) window.sessionStorage.removeItem(OVERRIDES_KEY);
    else window.sessionStorage.setItem(OVERRIDES_KEY, JSON.stringify(overrides));
  } catch {
    // Without storage an override lasts as long as its query parameter.
  }
}

/** `events=http://localhost:3002/mf-manifest.json` → ['events', url]; the URL itself may contain '='. */
function parseParam(value: string): [string, string] | null {
  const split = value.indexOf('=');
  if (split <= 0) return null;
  return [value.slice(0, split).trim(), value.slice(split + 1).trim()];
}

/** One allowed-origin pattern, as in a CSP source: `*`, `https://cdn.example.org`, `http://localhost:*`, `https://*.example.org`. */
export function originAllowed(url: string, patterns: readonly string[]): boolean {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return false;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return false;
  return patterns.some((pattern) => {
    if (pattern === '*') return true;
    const match = /^(https?):\/\/(\*\.)?([^:/]+)(?::(\d+|\*))?$/.exec(pattern);
    if (!match) return false;
    const [, scheme, wildcard, host = '', port] = match;
    if (target.protocol !== `${scheme}:`) return false;
    const hostOk = wildcard ? target.hostname.endsWith(`.${host}`) : target.hostname === host;
    const defaultPort = scheme === 'https' ? '443' : '80';
    const portOk = port === '*' || (port ?? defaultPort) === (target.port || defaultPort);
    return hostOk && portOk;
  });
}

export interface OverrideOutcome {
  /** The overrides in force. */
  active: Overrides;
  /** Why each override asked for was refused, in words the page shows (the overrides banner) and the console. */
  refused: string[];
}

/**
 * The overrides in force: the stored ones plus those of the address, kept only for remotes the site has and for
 * URLs from allowed origins. What is refused is said, and forgotten.
 */
export function activeOverrides(
  search: string,
  remoteNames: readonly string[],
  allowed: readonly string[],
): OverrideOutcome {
  const wanted = readStored();
  for (const value of new URLSearchParams(search).getAll(OVERRIDE_PARAM)) {
    const pair = parseParam(value);
    if (pair) wanted[pair[0]] = pair[1];
  }
  const active: Record<string, string> = {};
  const refused: string[] = [];
  for (const [name, url] of Object.entries(wanted)) {
    if (!remoteNames.includes(name)) {
      refused.push(`Remote override refused: this site has no remote "${name}"`);
    } else if (allowed.length === 0) {
      refused.push(`Remote override of "${name}" refused: this site does not allow overrides`);
    } else if (!originAllowed(url, allowed)) {
      refused.push(
        `Remote override of "${name}" refused: ${url} is not from an allowed origin (${allowed.join(', ')})`,
      );
    } else {
      active[name] = url;
    }
  }
  for (const reason of refused) console.warn(reason);
  store(active);
  return { active, refused };
}

/** The page's address without the override parameters of these remotes, so that a reload does not bring them back. */
export function addressWithout(href: string, names: readonly string[]): string {
  const url = new URL(href);
  const kept = url.searchParams.getAll(OVERRIDE_PARAM).filter((value) => !names.includes(parseParam(value)?.[0] ?? ''));
  url.searchParams.delete(OVERRIDE_PARAM);
  for (const value of kept) url.searchParams.append(OVERRIDE_PARAM, value);
  return url.href;
}

/** Drops a remote's override; the page reloads so that the remote's original code is the only one it ran. */
export function resetOverride(name: string): void {
  const stored = readStored();
  delete stored[name];
  store(stored);
}
