import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireOrganiser, signedIn } from '../authenticate';
import { organiserRemoteRoutes } from '../remotes/organiser-remotes';
import type { RouteContext } from '../route-context';
import { organiserExportRoutes } from './exports';
import { organiserListRoutes } from './lists';
import { organiserPaymentRoutes } from './payments';

/**
 * Every /organisers call (docs/API.md#organisers): signed in (401), an organiser as the account is now (403), then
 * within the organiser's budget (429) once its input is valid. The hooks apply to the calls registered below alone.
 */
export const organiserRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, context) => {
  app.addHook('onRequest', context.authenticate);
  app.addHook('onRequest', requireOrganiser);
  app.addHook('preHandler', async (request) => {
    await context.limits.throttleOrganiser(signedIn(request).user.id);
  });
  await app.register(organiserListRoutes, context);
  await app.register(organiserPaymentRoutes, context);
  await app.register(organiserExportRoutes, context);
  await app.register(organiserRemoteRoutes, context);
};
