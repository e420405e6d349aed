import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/errors';
import { UNAVAILABLE_RETRY_AFTER_S } from '../plugins/app/error-handler';

/** A page of the site's own, as short as the 429 of the page budget (page-rate-limit.ts): it loads nothing. */
const shortPage = (title: string, text: string) =>
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  `<title>${title} | GreatStep 2025</title>` +
  '<meta name="viewport" content="width=device-width, initial-scale=1"></head><body>' +
  `<h1>${title}</h1><p>${text}</p></body></html>`;

const UNAVAILABLE = shortPage(
  'Back in a moment',
  'This page cannot be made right now. Please try again in a few seconds.',
);
const FAILED = shortPage('Something went wrong', 'This page could not be made. Please try again later.');

/**
 * 503 with Retry-After: the page depends on the remotes' releases, which this process has not read since it started
 * and cannot read now (the database is away). Never kept by a cache; a proxy that keeps pages serves its last good
 * copy over it (docs/DEPLOY.md#when-a-process-fails).
 */
export function sendUnavailable(reply: FastifyReply): FastifyReply {
  return reply
    .code(503)
    .header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_S))
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(UNAVAILABLE);
}

/**
 * The site's error handler: a page that could not be made is answered in the site's short HTML, never with
 * Fastify's JSON, which names what failed. A database away is 503 (its outage is logged once, where the releases
 * are read: services/remote-releases/current-set.ts); anything else is a failure of ours, logged and answered 500.
 * A refusal below 500 (a path that does not decode) keeps Fastify's answer.
 */
export function siteErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) throw error;
  if (isDatabaseUnavailable(error)) return sendUnavailable(reply);
  request.log.error({ err: error }, 'page failed');
  return reply.code(500).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(FAILED);
}
