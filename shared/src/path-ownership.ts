/**
 * Which remote may speak for which address of the site (docs/ARCHITECTURE.md#who-owns-which-paths). composition.json
 * gives each remote its part of the address space (`owners.<name>.paths`) and the link names it may publish (`…links`);
 * a remote's routes.json, pages.json and fragments.json may claim nothing outside it. The server judges a release by
 * these rules before it is recorded and again wherever release data is read, the shell judges every route list it
 * loads, and a build refuses to publish what they would refuse (docs/SECURITY.md#what-a-releaser-can-and-cannot-do).
 * Pure code: it runs in the browser, in Node and in the build's pure-module evaluator.
 */

/** A remote's part of the site: `/x` is that path alone, `/x/*` is `/x` and every path below it. */
export interface RemoteScope {
  readonly paths: readonly string[];
  readonly links: readonly string[];
}

export type RemoteScopes = Readonly<Record<string, RemoteScope>>;

/** A segment of a path or pattern nothing may claim: empty (`//`), a dot segment, or bytes a URL parser rewrites. */
// eslint-disable-next-line no-control-regex -- control characters are among what this expression refuses.
const UNSAFE_SEGMENT = /^\.{1,2}$|[\\%\s\u0000-\u001f\u007f]/;

/** Segments of an absolute path, or null for one that is not a plain absolute path. */
function segmentsOf(path: string): string[] | null {
  if (!path.startsWith('/') || path.length > 300) return null;
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  if (trimmed === '/') return [];
  const segments = trimmed.slice(1).split('/');
  return segments.some((segment) => segment === '' || UNSAFE_SEGMENT.test(segment)) ? null : segments;
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const isDynamic = (segment: string) => segment.startsWith(':') || segment === '*' || segment.endsWith('?');

interface ScopeEntry {
  segments: string[];
  /** `/x/*`: the path and everything below it. */
  below: boolean;
}

function scopeEntries(scope: RemoteScope | undefined): ScopeEntry[] {
  return (scope?.paths ?? []).flatMap((path) => {
    const below = path.endsWith('/*');
    const segments = segmentsOf(below ? path.slice(0, -2) || '/' : path);
    return segments ? [{ segments, below }] : [];
  });
}

/** Whether every path the segments can stand for lies inside the entry: its fixed part must be fixed here too. */
function inside(segments: readonly string[], entry: ScopeEntry): boolean {
  if (entry.below) {
    if (segments.length < entry.segments.length) return false;
  } else if (segments.length !== entry.segments.length || segments.some(isDynamic)) {
    return false;
  }
  return entry.segments.every((segment, index) => {
    const own = segments[index];
    return own !== undefined && !isDynamic(own) && same(own, segment);
  });
}

/**
 * Whether a route pattern (React Router's: `:param`, a trailing `*`) can match only paths of the scope. A pattern
 * whose parameter or splat sits where the scope is fixed (`/*`, `/:page`) could match another remote's paths.
 */
export function patternWithin(pattern: string, scope: RemoteScope | undefined): boolean {
  const segments = segmentsOf(pattern);
  if (!segments) return false;
  const splat = segments.indexOf('*');
  if (splat !== -1 && splat !== segments.length - 1) return false;
  return scopeEntries(scope).some((entry) => inside(segments, entry));
}

/** Whether a concrete path (a page's address, a link's target) lies inside the scope. */
export function pathWithin(path: string, scope: RemoteScope | undefined): boolean {
  const segments = segmentsOf(path);
  if (!segments || segments.some(isDynamic)) return false;
  return scopeEntries(scope).some((entry) => inside(segments, entry));
}

/**
 * A link's target as the navbar may write it: a path of this site, nothing a browser could read as another host or
 * scheme (`//host`, `/\host`, a backslash anywhere, a control character, `javascript:` can not start with `/`).
 */
export function isSameOriginPath(value: string): boolean {
  return /^\/(?![/\\])[\w\-.~/]*$/.test(value) && segmentsOf(value) !== null;
}

/** The scope of a remote the site's composition does not name (an integrator's): everything nobody else owns. */
function ownedByAnother(path: string, remote: string, scopes: RemoteScopes, check: typeof pathWithin): boolean {
  return Object.entries(scopes).some(([name, scope]) => name !== remote && check(path, scope));
}

export interface JudgedRoutes {
  /** The route patterns the remote may claim, in its order. */
  paths: string[];
  /** The links it may publish: its own names, to same-origin paths it claims. */
  links: Record<string, string>;
  /** What was left out, and why: one line each. */
  problems: string[];
}

/**
 * A remote's published routes and links, held to its scope. A remote the composition does not name may claim only
 * paths no named remote owns, by fixed patterns (no catch-all), and publish no link.
 */
export function judgeRoutes(
  remote: string,
  published: { paths: readonly string[]; links: Readonly<Record<string, unknown>> },
  scopes: RemoteScopes,
): JudgedRoutes {
  const scope = scopes[remote];
  const problems: string[] = [];
  const claims = (pattern: string) =>
    scope
      ? patternWithin(pattern, scope)
      : segmentsOf(pattern) !== null &&
        !pattern.split('/').some(isDynamic) &&
        !ownedByAnother(pattern, remote, scopes, pathWithin);
  const paths = published.paths.filter((pattern) => {
    if (claims(pattern)) return true;
    problems.push(`the route ${pattern} is outside the paths ${remote} owns`);
    return false;
  });
  const links: Record<string, string> = {};
  for (const [name, target] of Object.entries(published.links)) {
    if (!scope?.links.includes(name)) problems.push(`the link "${name}" is not one ${remote} may publish`);
    else if (typeof target !== 'string' || !isSameOriginPath(target))
      problems.push(`the link "${name}" is not a path of this site`);
    else if (!pathWithin(target, scope) || !paths.some((pattern) => matchesPattern(pattern, target)))
      problems.push(`the link "${name}" goes to ${target}, which is not a path ${remote} claims`);
    else links[name] = target;
  }
  return { paths, links, problems };
}

/** Whether a pattern matches a concrete path by the routers' rules (fixed parts in any case). */
export function matchesPattern(pattern: string, path: string): boolean {
  const wanted = segmentsOf(pattern);
  const actual = segmentsOf(path);
  if (!wanted || !actual) return false;
  const splat = wanted.at(-1) === '*';
  const fixed = splat ? wanted.slice(0, -1) : wanted;
  if (splat ? actual.length < fixed.length : actual.length !== fixed.length) return false;
  return fixed.every((segment, index) => segment.startsWith(':') || same(segment, actual[index] ?? ''));
}

/** Whether a concrete path (a page, an alias, a prerendered page) is one the remote may speak for. */
export function mayServePath(remote: string, path: string, scopes: RemoteScopes): boolean {
  const scope = scopes[remote];
  return scope
    ? pathWithin(path, scope)
    : segmentsOf(path) !== null && !ownedByAnother(path, remote, scopes, pathWithin);
}

/** Link names that two remotes' scopes both give: the composition itself would be ambiguous. */
export function sharedLinkNames(scopes: RemoteScopes): string[] {
  const seen = new Map<string, string>();
  const twice = new Set<string>();
  for (const [remote, scope] of Object.entries(scopes)) {
    for (const link of scope.links) {
      if (seen.has(link) && seen.get(link) !== remote) twice.add(link);
      seen.set(link, remote);
    }
  }
  return [...twice];
}
