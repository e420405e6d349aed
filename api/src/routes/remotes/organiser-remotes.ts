import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { RemoteReleaseRow } from '../../db/repositories';
import type {
  RemoteRelease,
  RemotesStatus,
  RemoteHistory,
  RollbackOutcome,
} from '../../services/remote-releases-service';
import { callAnswer } from '../answer-record';
import { signedIn } from '../authenticate';
import { keyedHeaders } from '../keyed-headers';
import { ORGANISER_REFUSALS } from '../organisers/organiser-schema';
import { signedInSecurity } from '../security';
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

/** What every release call says of itself in /api/docs. */
const releaseCall = {
  tags: ['remote releases'],
  security: signedInSecurity,
  description: 'For organisers, and for the releasers of the remote (403 for anyone else).',
} as const;

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

/** Who a change is recorded as: the person signed in (an organiser or the remote's releaser), or who they name, through them. */
function actorOf(request: FastifyRequest, by: string | undefined): string {
  const person = signedIn(request).user.email;
  return by ? `${by} (via ${person})` : person;
}

/**
 * The releases of the remotes, for `npm run remote` going through the running server (docs/API.md#remote-releases).
 * Registered among the organisers' calls, behind their sign-in and budget, open to organisers and to each remote's
 * releasers (routes/organisers/index.ts).
 */
export const organiserRemoteRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { services, keyed }) => {
  const { remoteReleases } = services;
  const refusals = [400, ...ORGANISER_REFUSALS, 404, 409, 413, 422] as const;
  const keyedChange = { preHandler: keyed.perCaller } as const;
  const releaseAnswer =
    (message: string, status = 200) =>
    (release: RemoteRelease) => ({
      status,
      body: { success: true as const, message, release: releaseJson(release) },
    });

  app.get(
    '/organisers/remotes',
    {
      schema: {
        ...releaseCall,
        summary: 'Each remote: its stable release and canary, and their failure rates in browsers over the last hour',
        response: responses({ 200: statusAnswerSchema }, ...ORGANISER_REFUSALS),
      },
    },
    async (request) => {
      const status = await remoteReleases.status();
      // A releaser sees the remotes they may release; an organiser, every one.
      const shown = new Set(request.releasable ?? []);
      const remotes = status.remotes.filter(({ remote }) => shown.has(remote));
      return { success: true, message: remoteAnswerMessages.status, ...statusJson({ ...status, remotes }) };
    },
  );

  app.get(
    '/organisers/remotes/:remote/releases',
    {
      schema: {
        ...releaseCall,
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
      ...keyedChange,
      schema: {
        ...releaseCall,
        summary: 'Release a bundle of a remote: the stable release, or with `canary` a share of browsers',
        description: `${releaseCall.description} Refused (409) while a canary runs: promote or abort it first.`,
        headers: keyedHeaders,
        params: remoteParamsSchema,
        body: releaseBodySchema,
        response: responses({ 201: releaseAnswerSchema }, ...refusals),
      },
    },
    async (request, reply) => {
      const { url, by, report, canary } = request.body;
      const answer = callAnswer(
        request,
        releaseAnswer(canary === undefined ? remoteAnswerMessages.released : remoteAnswerMessages.canary, 201),
      );
      await remoteReleases.release(
        { remote: request.params.remote, url, by: actorOf(request, by), report, canary },
        answer,
      );
      return answer.send(reply);
    },
  );

  app.post(
    '/organisers/remotes/:remote/rollback',
    {
      ...keyedChange,
      schema: {
        ...releaseCall,
        summary: 'Go back to the previous release of a remote, or to the one named; a running canary ends',
        headers: keyedHeaders,
        params: remoteParamsSchema,
        body: rollbackBodySchema,
        response: responses({ 200: rollbackAnswerSchema }, ...refusals),
      },
    },
    async (request, reply) => {
      const { to, by } = request.body ?? {};
      const answer = callAnswer(request, (outcome: RollbackOutcome) => ({
        status: 200,
        body: {
          success: true as const,
          message: remoteAnswerMessages.rolledBack,
          from: outcome.from && releaseJson(outcome.from),
          to: outcome.to && releaseJson(outcome.to),
          endedCanary: outcome.endedCanary && releaseJson(outcome.endedCanary),
        },
      }));
      await remoteReleases.rollback({ remote: request.params.remote, to, by: actorOf(request, by) }, answer);
      return answer.send(reply);
    },
  );

  app.post(
    '/organisers/remotes/:remote/promote',
    {
      ...keyedChange,
      schema: {
        ...releaseCall,
        summary: "Make a remote's canary its stable release",
        headers: keyedHeaders,
        params: remoteParamsSchema,
        body: promoteBodySchema,
        response: responses({ 200: releaseAnswerSchema }, ...refusals),
      },
    },
    async (request, reply) => {
      const answer = callAnswer(request, releaseAnswer(remoteAnswerMessages.promoted));
      await remoteReleases.promote({ remote: request.params.remote, by: actorOf(request, request.body?.by) }, answer);
      return answer.send(reply);
    },
  );

  app.post(
    '/organisers/remotes/:remote/abort',
    {
      ...keyedChange,
      schema: {
        ...releaseCall,
        summary: "End a remote's canary: its browsers get the stable release again",
        headers: keyedHeaders,
        params: remoteParamsSchema,
        body: abortBodySchema,
        response: responses({ 200: releaseAnswerSchema }, ...refusals),
      },
    },
    async (request, reply) => {
      const { by, reason } = request.body ?? {};
      const answer = callAnswer(request, releaseAnswer(remoteAnswerMessages.aborted));
      await remoteReleases.abort({ remote: request.params.remote, by: actorOf(request, by), reason }, answer);
      return answer.send(reply);
    },
  );
};
