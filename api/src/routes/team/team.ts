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
  type Team,
} from '@greatstep/shared/isomorphic';
import { apiMessages } from '../../lib/api-messages';
import type { AddOutcome } from '../../services/teams-service';
import { callAnswer } from '../answer-record';
import { signedIn } from '../authenticate';
import { keyedHeaders } from '../keyed-headers';
import type { RouteContext } from '../route-context';
import { responses } from '../responses';
import { signedInSecurity } from '../security';

export const teamRoutes: FastifyPluginAsyncZod<RouteContext> = async (
  app,
  { services, authenticate, limits, keyed },
) => {
  const { teams } = services;
  const signedInOnly = { onRequest: authenticate };
  const keyedSignedIn = { onRequest: authenticate, preHandler: keyed.perCaller };
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
      ...keyedSignedIn,
      schema: {
        tags,
        summary: 'Register for an event: a new team led by the user',
        security: signedInSecurity,
        headers: keyedHeaders,
        body: createTeamSchema,
        response: responses({ 201: teamAnswerSchema }, 400, 401, 403, 409, 413, 422),
      },
    },
    async (request, reply) => {
      const { leader_id, event } = request.body;
      const answer = callAnswer(request, (team: Team) => ({
        status: 201,
        body: { success: true, message: messages.registeredForEvent, team },
      }));
      await teams.create(signedIn(request).user, leader_id, event, answer);
      return answer.send(reply);
    },
  );

  app.post(
    '/auth/team/addMembers',
    {
      ...keyedSignedIn,
      schema: {
        tags,
        summary: "The leader adds someone with an account, within the event's team size",
        description:
          'The new member is mailed a notice with a link to leave. Someone who left this team is not added: ' +
          'they are mailed an invitation to rejoin (202, the team unchanged), at most once an hour.',
        security: signedInSecurity,
        headers: keyedHeaders,
        body: addMemberSchema,
        response: responses(
          { 200: teamAnswerSchema, 202: teamAnswerSchema.describe('Not added: invited to rejoin') },
          400,
          401,
          403,
          404,
          409,
          413,
          422,
          429,
          503,
        ),
      },
    },
    async (request, reply) => {
      const { team_id, memberEmail } = request.body;
      const { user } = signedIn(request);
      await limits.throttleTeamChange(user.id);
      const answer = callAnswer(request, addAnswer);
      await teams.addMember(user, team_id, memberEmail, answer);
      return answer.send(reply);
    },
  );

  app.delete(
    '/auth/team/deleteMember/:teamId/:memberId',
    {
      ...keyedSignedIn,
      schema: {
        tags,
        summary: 'The leader removes a member, or a member leaves; nobody removes the leader',
        security: signedInSecurity,
        headers: keyedHeaders,
        params: deleteMemberParamsSchema,
        response: responses({ 200: answerSchema }, 400, 401, 403, 404, 409, 422, 429),
      },
    },
    async (request, reply) => {
      const { teamId, memberId } = request.params;
      const { user } = signedIn(request);
      await limits.throttleTeamChange(user.id);
      const answer = callAnswer<void>(request, () => ({
        status: 200,
        body: { success: true, message: apiMessages.memberRemoved },
      }));
      await teams.removeMember(user, teamId, memberId, answer);
      return answer.send(reply);
    },
  );
};

/** An add's answer: 200 with the team, or 202 when the person left it before and was invited instead. */
function addAnswer(outcome: AddOutcome) {
  if (outcome.added)
    return { status: 200, body: { success: true, message: apiMessages.memberAdded, team: outcome.team } } as const;
  // success true: the leader did nothing wrong, and the events remote shows the message as it shows an add.
  const message = outcome.alreadyInvited ? teamLinkMessages.invitationAlreadySent : teamLinkMessages.invitationSent;
  return { status: 202, body: { success: true, message, team: outcome.team } } as const;
}
