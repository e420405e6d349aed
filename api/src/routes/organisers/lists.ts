import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  auditAnswerSchema,
  eventTeamsAnswerSchema,
  eventTeamsParamsSchema,
  pageQuerySchema,
  registrationsAnswerSchema,
  registrationsQuerySchema,
  summaryAnswerSchema,
} from '@greatstep/shared/isomorphic';
import { apiMessages } from '../../lib/api-messages';
import type { RouteContext } from '../route-context';
import { responses } from '../responses';
import { ORGANISER_REFUSALS, organiserCall } from './organiser-schema';

/** What organisers read: the counts, the accounts, the teams of an event and the audit log. */
export const organiserListRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { services }) => {
  const { organisers } = services;

  app.get(
    '/organisers/summary',
    {
      schema: {
        ...organiserCall,
        summary: 'Counts: accounts, teams and people per event, payments per state, fees received',
        response: responses({ 200: summaryAnswerSchema }, ...ORGANISER_REFUSALS),
      },
    },
    async () => ({ success: true, message: apiMessages.ok, ...(await organisers.summary()) }),
  );

  app.get(
    '/organisers/registrations',
    {
      schema: {
        ...organiserCall,
        summary: 'Accounts, searched, filtered, sorted and one page at a time',
        description:
          '`q` matches part of a name, an e-mail, a mobile number or a payment reference (in any spelling), in any ' +
          'case (at most 100 characters). `pageSize` is at most 100.',
        querystring: registrationsQuerySchema,
        response: responses({ 200: registrationsAnswerSchema }, 400, ...ORGANISER_REFUSALS),
      },
    },
    async (request) => {
      const { q, state, event, college, sort, page, pageSize } = request.query;
      const found = await organisers.registrations({ q: q || undefined, state, event, college }, sort, {
        page,
        pageSize,
      });
      const { rows, ...paging } = found;
      return { success: true, message: apiMessages.ok, ...paging, registrations: rows };
    },
  );

  app.get(
    '/organisers/events/:event/teams',
    {
      schema: {
        ...organiserCall,
        summary: "An event's teams: leader, members and their contacts",
        params: eventTeamsParamsSchema,
        response: responses({ 200: eventTeamsAnswerSchema }, 400, ...ORGANISER_REFUSALS),
      },
    },
    async (request) => ({
      success: true,
      message: apiMessages.ok,
      ...(await organisers.teamsOf(request.params.event)),
    }),
  );

  app.get(
    '/organisers/audit',
    {
      schema: {
        ...organiserCall,
        summary: "The organisers' actions, newest first: who, what, when, to whom, before and after",
        querystring: pageQuerySchema,
        response: responses({ 200: auditAnswerSchema }, 400, ...ORGANISER_REFUSALS),
      },
    },
    async (request) => {
      const { rows, ...paging } = await organisers.audit(request.query);
      return { success: true, message: apiMessages.ok, ...paging, records: rows };
    },
  );
};
