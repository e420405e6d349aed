import type { FastifyInstance } from 'fastify';

export interface AppRoute {
  method: string;
  /** The route's pattern, parameters as `:name`. */
  url: string;
}

const LINE = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/;

/**
 * Every route the app's router holds, read from Fastify's own printout of its tree (`printRoutes`), so that a test
 * over "every call under /api/…" also covers a call added later, whether or not /api/docs lists it. HEAD, which
 * Fastify adds beside each GET, is left out.
 */
export function appRoutes(app: FastifyInstance): AppRoute[] {
  const parents: string[] = [];
  const routes: AppRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = LINE.exec(line);
    if (!match) continue;
    const [, indent = '', segment = '', methods] = match;
    const depth = indent.length / 4;
    parents.length = depth;
    const url = `${parents.join('')}${segment}`;
    parents.push(segment);
    for (const method of methods?.split(', ') ?? []) if (method !== 'HEAD') routes.push({ method, url });
  }
  return routes;
}
