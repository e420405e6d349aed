import type { FastifyInstance } from 'fastify';
import { listRoutes, routeName, type Method } from '../fuzz/routes';

interface Operation {
  parameters?: Array<{ name: string; in: string }>;
  requestBody?: unknown;
  security?: unknown[];
}

export interface ApiRoute {
  /** `METHOD /api/path/:param`, as the router lists it. */
  name: string;
  method: Method;
  url: string;
  /** The path parameters, query parameters and body fields the route takes. */
  fields: string[];
  /** Whether the reference says the call needs `Authorization: Bearer <token>`. */
  signedIn: boolean;
  documented: boolean;
}

/** Every property name anywhere in a JSON schema: a body may be a union or an intersection as well as an object. */
function propertyNames(schema: unknown, into = new Set<string>()): Set<string> {
  if (typeof schema !== 'object' || schema === null) return into;
  for (const [key, value] of Object.entries(schema as Record<string, unknown>)) {
    if (key === 'properties' && typeof value === 'object' && value !== null)
      for (const name of Object.keys(value)) into.add(name);
    propertyNames(value, into);
  }
  return into;
}

/**
 * The API's calls, read from the router (so a route added later is seen without editing a test) and described by
 * the OpenAPI document the routes' own schemas build. The reference pages and CORS preflights are left out.
 */
export async function apiRoutes(app: FastifyInstance): Promise<ApiRoute[]> {
  const answer = await app.inject({ method: 'GET', url: '/api/docs/json' });
  const { paths } = answer.json<{ paths: Record<string, Record<string, Operation>> }>();
  return listRoutes(app)
    .filter((route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'))
    .filter((route) => route.method !== 'OPTIONS')
    .map((route) => {
      const operation = paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
      const pathParams = route.parts.flatMap((part) => ('param' in part ? [part.param] : []));
      const queryParams = (operation?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      return {
        name: routeName(route),
        method: route.method,
        url: route.url,
        fields: [...new Set([...pathParams, ...queryParams, ...propertyNames(operation?.requestBody)])],
        signedIn: (operation?.security?.length ?? 0) > 0,
        documented: operation !== undefined,
      };
    });
}

/**
 * A field that names a user, a team, an entry or a link: an id, an e-mail, a mobile, a link's token, a payment
 * reference (docs/API.md#ownership). `event`, `file`, `page` or `guess` name none.
 */
export const SUBJECT_FIELD = /^(?:id|email|mobile|token|reference)$|(?:Id|_id|Email)$/;

/** The URL of a route with each `:param` replaced by `value(param)`. */
export function fillPath(url: string, value: (param: string) => string): string {
  return url.replace(/:(\w+)/g, (_match, param: string) => encodeURIComponent(value(param)));
}
