import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireOrganiser, requireReleaser, signedIn } from '../authenticate';
import { organiserRemoteRoutes } from '../remotes/organiser-remotes';
import type { RouteContext } from '../route-context';
import { organiserExportRoutes } from './exports';
import { organiserListRoutes } from './lists';
import { organiserPaymentRoutes } from './payments';

/**
 * Every /organisers call (docs/API.md#organisers): signed in (401); then an organiser as the account is now for the
 * calls on students and payments, or someone who may release the remote for the release calls
 * (docs/API.md#releasers) (403); then within the caller's budget (429) once its input is valid. Each group's hooks
 * apply to its own calls alone.
 */
export const organiserRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, context) => {
  app.addHook('onRequest', context.authenticate);
  const withinBudget = async (request: FastifyRequest) => {
    await context.limits.throttleOrganiser(signedIn(request).user.id);
  };
  await app.register(async (organisersOnly) => {
    organisersOnly.addHook('onRequest', requireOrganiser);
    organisersOnly.addHook('preHandler', withinBudget);
    await organisersOnly.register(organiserListRoutes, context);
    await organisersOnly.register(organiserPaymentRoutes, context);
    await organisersOnly.register(organiserExportRoutes, context);
  });
  await app.register(async (releases) => {
    releases.decorateRequest('releasable', null);
    releases.addHook('onRequest', requireReleaser(context.services.roles));
    releases.addHook('preHandler', withinBudget);
    await releases.register(organiserRemoteRoutes, context);
  });
};
