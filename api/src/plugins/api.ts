import fastifyCookie from '@fastify/cookie';
import type { FastifyPluginAsync } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import { healthRoutes } from '../routes/health';
import { availabilityRoutes } from '../routes/auth/availability';
import { loginRoutes } from '../routes/auth/login';
import { logoutRoutes } from '../routes/auth/logout';
import { passwordRoutes } from '../routes/auth/password';
import { profileRoutes } from '../routes/auth/profile';
import { registrationRoutes } from '../routes/auth/registration';
import { guessRoutes } from '../routes/events/guess';
import { organiserRoutes } from '../routes/organisers';
import { paymentReferenceRoutes } from '../routes/payment/payment-reference';
import { remoteHealthRoutes } from '../routes/remotes/remote-health';
import { myTeamsRoutes } from '../routes/team/my-teams';
import { teamRoutes } from '../routes/team/team';
import { teamLinkRoutes } from '../routes/team/team-links';
import type { RouteContext } from '../routes/route-context';
import type { Services } from '../services';
import { createAuthenticate } from '../routes/authenticate';
import { errorHandler } from './app/error-handler';
import { idempotency } from './app/idempotency';
import { emptyJsonBodies } from './app/json-body';
import { notFound } from './app/not-found';
import { requestTimeout } from './app/request-timeout';
import { corsPolicy } from './external/cors';
import { docs } from './external/docs';
import { securityHeaders } from './external/helmet';
import type { Clock } from '../lib/clock';
import { rateLimits, type RateCountStores } from './external/rate-limit';

/** No call of the API carries more than a sign-up form; anything far larger is refused before parsing. */
export const API_BODY_LIMIT = 16 * 1024;

export interface ApiPluginOptions {
  config: Pick<Config, 'publicUrl' | 'requestTimeoutMs'>;
  /** The key that signs the device cookie (lib/device-cookie.ts). */
  deviceCookieSecret: string;
  services: Services;
  /** Where rate-limit counts live; none when RATE_LIMIT=off. */
  rateCounts?: RateCountStores;
  /** The time of those counts. */
  clock: Clock;
}

/**
 * Everything of the API, registered with `{ prefix: '/api' }` and encapsulated: its headers, CORS, limits,
 * parsers, error and not-found handlers apply to /api only, so a sibling plugin can serve the website at the root.
 */
export const apiPlugin: FastifyPluginAsync<ApiPluginOptions> = async (
  app,
  { config, services, rateCounts, clock, deviceCookieSecret },
) => {
  app.addHook('onRoute', (route) => {
    route.bodyLimit ??= API_BODY_LIMIT;
  });
  // Inside the API plugin rather than server-wide: the site's files stream for as long as a slow phone needs.
  await app.register(requestTimeout, { timeoutMs: config.requestTimeoutMs });
  // Routes declare their input and answers with the shared zod schemas: these check both and feed /api/docs.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(emptyJsonBodies);
  await app.register(securityHeaders);
  await app.register(corsPolicy, { publicUrl: config.publicUrl });
  await app.register(fastifyCookie, { secret: deviceCookieSecret });
  await app.register(rateLimits, { stores: rateCounts, clock, secret: deviceCookieSecret });
  await app.register(errorHandler);
  await app.register(idempotency, { keys: services.idempotency });
  await app.register(notFound);
  await app.register(docs);

  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  const context: RouteContext = {
    services,
    limits: app.limits,
    keyed: app.keyedCalls,
    authenticate: createAuthenticate(services.sessions),
    secureCookies: config.publicUrl.startsWith('https:'),
  };
  await app.register(healthRoutes, context);
  await app.register(loginRoutes, context);
  await app.register(logoutRoutes, context);
  await app.register(availabilityRoutes, context);
  await app.register(registrationRoutes, context);
  await app.register(profileRoutes, context);
  await app.register(passwordRoutes, context);
  await app.register(teamRoutes, context);
  await app.register(myTeamsRoutes, context);
  await app.register(teamLinkRoutes, context);
  await app.register(guessRoutes, context);
  await app.register(paymentReferenceRoutes, context);
  await app.register(organiserRoutes, context);
  await app.register(remoteHealthRoutes, context);
};
