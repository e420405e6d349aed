import type { FastifyInstance } from 'fastify';

export const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'] as const;
export type Method = (typeof METHODS)[number];
const isMethod = (name: string): name is Method => (METHODS as readonly string[]).includes(name);

export interface FuzzRoute {
  method: Method;
  /** The path as registered, with `:name` parameters and a trailing `*` for wildcards. */
  url: string;
  /** The path split into fixed text and parameter names, to be filled with fuzzed segments. */
  parts: ReadonlyArray<{ fixed: string } | { param: string }>;
}

/**
 * Every route of the app, read from the router itself so that a route added later is fuzzed without editing the
 * test. `printRoutes({ commonPrefix: false })` prints one line per route, a child's path relative to its parent's:
 *
 *   ├── /api/docs (GET, HEAD)
 *   │   └── /json (GET, HEAD)
 *
 * HEAD is Fastify's own copy of each GET, answered with no body, so it is left out.
 */
export function listRoutes(app: FastifyInstance): FuzzRoute[] {
  const routes: FuzzRoute[] = [];
  const ancestors: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (.+) \(([A-Z, ]+)\)$/.exec(line);
    if (!match) continue;
    const [, indent = '', segment = '', methods = ''] = match;
    const depth = indent.length / 4;
    ancestors.length = depth;
    const parent = ancestors[depth - 1] ?? '';
    // A wildcard child is printed without the slash before it.
    const url = segment.startsWith('*') && parent && !parent.endsWith('/') ? `${parent}/${segment}` : parent + segment;
    ancestors[depth] = url;
    for (const method of methods.split(', ')) {
      if (method !== 'HEAD' && isMethod(method)) routes.push({ method, url, parts: partsOf(url) });
    }
  }
  return routes;
}

function partsOf(url: string): FuzzRoute['parts'] {
  return url
    .split(/(:[A-Za-z_]\w*|\*)/)
    .filter((piece) => piece !== '')
    .map((piece) =>
      piece === '*' ? { param: '*' } : piece.startsWith(':') ? { param: piece.slice(1) } : { fixed: piece },
    );
}

export const routeName = (route: Pick<FuzzRoute, 'method' | 'url'>) => `${route.method} ${route.url}`;
