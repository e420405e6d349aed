import type { FastifyInstance } from 'fastify';
import { COHORT_COOKIE } from '../site/cohort';

/**
 * A page load's ticket for its health reports, asked for as the shell's beacon asks once the page has loaded
 * (docs/SECURITY.md#health-reports-count-only-from-served-pages): from `from`, with the cohort cookie the page set
 * (none: a browser outside every canary).
 */
export async function pageLoadTicket(
  app: FastifyInstance,
  { from = '127.0.0.1', cohort }: { from?: string; cohort?: number } = {},
): Promise<string> {
  const answer = await app.inject({
    method: 'POST',
    url: '/api/remote-health/ticket',
    remoteAddress: from,
    headers: cohort === undefined ? {} : { cookie: `${COHORT_COOKIE}=${cohort}` },
  });
  const { ticket } = answer.json<{ ticket?: unknown }>();
  if (answer.statusCode !== 200 || typeof ticket !== 'string') throw new Error(`no ticket: ${answer.body}`);
  return ticket;
}

/** A browser's report as sendBeacon posts it, from `from`. */
export function beaconFrom(app: FastifyInstance, from: string, body: object) {
  return app.inject({
    method: 'POST',
    url: '/api/remote-health',
    remoteAddress: from,
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    payload: JSON.stringify(body),
  });
}
