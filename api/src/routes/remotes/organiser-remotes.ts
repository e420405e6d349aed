import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { RemoteReleaseRow } from '../../db/repositories';
import type { RemotesStatus, RemoteHistory } from '../../services/remote-releases-service';
import { signedIn } from '../authenticate';
import { ORGANISER_REFUSALS, organiserCall } from '../organisers/organiser-schema';
import type { RouteContext } from '../route-context';
import { responses } from '../responses';
import {
  abortBodySchema,
  historyAnswerSchema,
  promoteBodySchema,
  releaseAnswerSchema,
  releaseBodySchema,
  remoteParamsSchema,
  rollbackAnswerSchema,
  rollbackBodySchema,
  statusAnswerSchema,
} from './remote-schemas';

export const remoteAnswerMessages = {
  status: 'Remotes',
  history: 'Releases',
  released: 'Released',
  canary: 'Released as a canary',
  rolledBack: 'Rolled back',
  promoted: 'Promoted',
  aborted: 'Canary aborted',
} as const;

const releaseJson = (row: RemoteReleaseRow) => ({ ...row, createdAt: row.createdAt.toISOString() });

const historyJson = ({ remote, releases }: RemoteHistory) => ({
  remote,
  releases: releases.map((release) => ({
    ...releaseJson(release),
    events: release.events.map((event) => ({ ...event, at: event.at.toISOString() })),
  })),
});

const statusJson = ({ since, until, remotes }: RemotesStatus) => ({
  since: since.toISOString(),
  until: until.toISOString(),
  remotes: remotes.map(({ remote, stable, canary, lastAutoRollback }) => ({
    remote,
    stable: {
      release: stable.release && { ...stable.release, createdAt: stable.release.createdAt.toISOString() },
      health: stable.health,
    },
    canary: canary && {
      ...canary,
      release: { ...canary.release, createdAt: canary.release.createdAt.toISOString() },
    },
    lastAutoRollback: lastAutoRollback && { ...lastAutoRollback, at: lastAutoRollback.at.toISOString() },
  })),
});

/** Who a change is recorded as: the organiser, or who they name, through them. */
function actorOf(request: FastifyRequest, by: string | undefined): string {
  const organiser = signedIn(request).user.email;
  return by ? `${by} (via ${organiser})` : organiser;
}

/**
 * The releases of the remotes, for `npm run remote` going through the running server (docs/API.md#remote-releases).
 * Registered among the organisers' calls, behind their sign-in, role and budget.
 */
export const organiserRemoteRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { services }) => {
  const { remoteReleases } = services;
  const refusals = [400, ...ORGANISER_REFUSALS, 404, 409, 413] as const;

  app.get(
    '/organisers/remotes',
    {
      schema: {
        ...organiserCall,
        summary: 'Each remote: its stable release and canary, and their failure rates in browsers over the last hour',
        response: responses({ 200: statusAnswerSchema }, ...ORGANISER_REFUSALS),
      },
    },
    async () => ({ success: true, message: remoteAnswerMessages.status, ...statusJson(await remoteReleases.status()) }),
  );

  app.get(
    '/organisers/remotes/:remote/releases',
    {
      schema: {
        ...organiserCall,
        summary: 'The releases of a remote, newest first, each with what happened to it, who did it and why',
        params: remoteParamsSchema,
        response: responses({ 200: historyAnswerSchema }, 400, ...ORGANISER_REFUSALS, 404),
      },
    },
    async (request) => ({
      success: true,
      message: remoteAnswerMessages.history,
      ...historyJson(await remoteReleases.history(request.params.remote)),
    }),
  );

  app.post(
    '/organisers/remotes/:remote/releases',
    {
      schema: {
        ...organiserCall,
        summary: 'Release a bundle of a remote: the stable release, or with `canary` a share of browsers',
        description: 'Refused (409) while a canary runs: promote or abort it first.',
        params: remoteParamsSchema,
        body: releaseBodySchema,
        response: responses({ 201: releaseAnswerSchema }, ...refusals),
      },
    },
    async (request, reply) => {
      const { url, by, report, canary } = request.body;
      const release = await remoteReleases.release({
        remote: request.params.remote,
        url,
        by: actorOf(request, by),
        report,
        canary,
      });
      return reply.code(201).send({
        success: true,
        message: canary === undefined ? remoteAnswerMessages.released : remoteAnswerMessages.canary,
        release: releaseJson(release),
      });
    },
  );

  app.post(
    '/organisers/remotes/:remote/rollback',
    {
      schema: {
        ...organiserCall,
        summary: 'Go back to the previous release of a remote, or to the one named; a running canary ends',
        params: remoteParamsSchema,
        body: rollbackBodySchema,
        response: responses({ 200: rollbackAnswerSchema }, ...refusals),
      },
    },
    async (request) => {
      const { to, by } = request.body ?? {};
      const outcome = await remoteReleases.rollback({ remote: request.params.remote, to, by: actorOf(request, by) });
      return {
        success: true,
        message: remoteAnswerMessages.rolledBack,
        from: outcome.from && releaseJson(outcome.from),
        to: outcome.to && releaseJson(outcome.to),
        endedCanary: outcome.endedCanary && releaseJson(outcome.endedCanary),
      };
    },
  );

  app.post(
    '/organisers/remotes/:remote/promote',
    {
      schema: {
        ...organiserCall,
        summary: "Make a remote's canary its stable release",
        params: remoteParamsSchema,
        body: promoteBodySchema,
        response: responses({ 200: releaseAnswerSchema }, ...refusals),
      },
    },
    async (request) => {
      const release = await remoteReleases.promote({
        remote: request.params.remote,
        by: actorOf(request, request.body?.by),
      });
      return { success: true, message: remoteAnswerMessages.promoted, release: releaseJson(release) };
    },
  );

  app.post(
    '/organisers/remotes/:remote/abort',
    {
      schema: {
        ...organiserCall,
        summary: "End a remote's canary: its browsers get the stable release again",
        params: remoteParamsSchema,
        body: abortBodySchema,
        response: responses({ 200: releaseAnswerSchema }, ...refusals),
      },
    },
    async (request) => {
      const { by, reason } = request.body ?? {};
      const release = await remoteReleases.abort({
        remote: request.params.remote,
        by: actorOf(request, by),
        reason,
      });
      return { success: true, message: remoteAnswerMessages.aborted, release: releaseJson(release) };
    },
  );
};
