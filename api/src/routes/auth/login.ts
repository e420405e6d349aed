import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginAnswerSchema, loginRefusalSchema, messages, provenLoginSchema } from '@greatstep/shared/isomorphic';
import { DEVICE_COOKIE, DEVICE_COOKIE_DAYS, deviceCookieValue, deviceOf } from '../../lib/device-cookie';
import type { RouteContext } from '../route-context';
import { responses } from '../responses';

export const loginRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { services, limits, secureCookies }) => {
  app.post(
    '/auth/login',
    {
      preHandler: limits.hooks.login,
      schema: {
        tags: ['auth'],
        summary: 'Sign in: a new session token and the user',
        description:
          'A browser that signed in keeps a signed, httpOnly device cookie: its later sign-ins to that account ' +
          "are held only by that device's own failures, never by a lock strangers on its network set off. " +
          'From a network where many sign-ins failed, a sign-in without that cookie is answered 429 with a ' +
          '`challenge`; the same sign-in sent again with `proof` (the challenge and the `number` that solves it) ' +
          'is let through.',
        body: provenLoginSchema,
        response: {
          ...responses({ 200: loginAnswerSchema }, 400, 401, 413, 503),
          429: loginRefusalSchema.describe(
            'Too many failed sign-ins: try again after Retry-After seconds, or, with a `challenge`, at once with its proof',
          ),
        },
      },
    },
    async (request, reply) => {
      const { email, password, proof } = request.body;
      const cookie = request.cookies[DEVICE_COOKIE];
      const signed = cookie ? request.unsignCookie(cookie) : null;
      // Looked up only for a cookie this server signed: it counts in the generation of the current password alone.
      const generation = signed?.valid ? await services.accounts.deviceGeneration(email) : undefined;
      const device =
        signed?.valid && generation !== undefined ? deviceOf(signed.value ?? undefined, email, generation) : undefined;
      const { token, user, deviceGeneration } = await limits.throttleLogin(
        { email, ip: request.ip, device, proof },
        () => services.accounts.login(email, password),
      );
      reply.setCookie(DEVICE_COOKIE, deviceCookieValue(email, deviceGeneration, device), {
        signed: true,
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookies,
        path: '/api/auth',
        maxAge: DEVICE_COOKIE_DAYS * 24 * 60 * 60,
      });
      return { success: true, message: messages.loginSuccess, token, user };
    },
  );
};
