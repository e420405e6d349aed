import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addMemberSchema,
  answerSchema,
  createTeamSchema,
  deleteMemberParamsSchema,
  messages,
  teamAnswerSchema,
  teamLinkMessages,
  teamParamsSchema,
} from '@greatstep/shared/isomorphic';
import { apiMessages } from '../../lib/api-messages';
import { signedIn } from '../authenticate';
import type { RouteContext } from '../route-context';
import { responses } from '../responses';
import { signedInSecurity } from '../security';

export const teamRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { services, authenticate, limits }) => {
  const { teams } = services;
  const signedInOnly = { onRequest: authenticate };
  const tags = ['teams'];

  app.get(
    '/auth/team/getMyTeam/:event/:userId',
    {
      ...signedInOnly,
      schema: {
        tags,
        summary: "The user's team for an event (team null when none)",
        security: signedInSecurity,
        params: teamParamsSchema,
        response: responses({ 200: teamAnswerSchema }, 400, 401, 403),
      },
    },
    async (request) => {
      const { event, userId } = request.params;
      return { success: true, message: apiMessages.ok, team: await teams.mine(signedIn(request).user, event, userId) };
    },
  );

  app.post(
    '/auth/team/createTeam',
    {
      ...signedInOnly,
      schema: {
        tags,
        summary: 'Register for an event: a new team led by the user',
        security: signedInSecurity,
        body: createTeamSchema,
        response: responses({ 201: teamAnswerSchema }, 400, 401, 403, 409, 413),
      },
    },
    async (request, reply) => {
      const { leader_id, event } = request.body;
      const team = await teams.create(signedIn(request).user, leader_id, event);
      return reply.code(201).send({ success: true, message: messages.registeredForEvent, team });
    },
  );

  app.post(
    '/auth/team/addMembers',
    {
      ...signedInOnly,
      schema: {
        tags,
        summary: "The leader adds someone with an account, within the event's team size",
        description:
          'The new member is mailed a notice with a link to leave. Someone who left this team is not added: ' +
          'they are mailed an invitation to rejoin (202, the team unchanged), at most once an hour.',
        security: signedInSecurity,
        body: addMemberSchema,
        response: responses(
          { 200: teamAnswerSchema, 202: teamAnswerSchema.describe('Not added: invited to rejoin') },
          400,
          401,
          403,
          404,
          409,
          413,
          429,
          503,
        ),
      },
    },
    async (request, reply) => {
      const { team_id, memberEmail } = request.body;
      const { user } = signedIn(request);
      await limits.throttleTeamChange(user.id);
      const outcome = await teams.addMember(user, team_id, memberEmail);
      if (outcome.added) return { success: true, message: apiMessages.memberAdded, team: outcome.team };
      // success true: the leader did nothing wrong, and the events remote shows the message as it shows an add.
      const message = outcome.alreadyInvited ? teamLinkMessages.invitationAlreadySent : teamLinkMessages.invitationSent;
      return reply.code(202).send({ success: true, message, team: outcome.team });
    },
  );

  app.delete(
    '/auth/team/deleteMember/:teamId/:memberId',
    {
      ...signedInOnly,
      schema: {
        tags,
        summary: 'The leader removes a member, or a member leaves; nobody removes the leader',
        security: signedInSecurity,
        params: deleteMemberParamsSchema,
        response: responses({ 200: answerSchema }, 400, 401, 403, 404, 429),
      },
    },
    async (request) => {
      const { teamId, memberId } = request.params;
      const { user } = signedIn(request);
      await limits.throttleTeamChange(user.id);
      await teams.removeMember(user, teamId, memberId);
      return { success: true, message: apiMessages.memberRemoved };
    },
  );
};
