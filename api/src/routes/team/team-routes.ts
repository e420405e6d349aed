import type { FastifyPluginAsync } from 'fastify';
import { messages } from '@greatstep/shared';
import { addMemberSchema, createTeamSchema, deleteMemberParamsSchema, teamParamsSchema } from '@greatstep/shared/schemas';
import { apiMessages } from '../../lib/api-messages';
import { parseInput } from '../../lib/validate';
import type { RouteContext } from '../route-context';

export const teamRoutes: FastifyPluginAsync<RouteContext> = async (app, { services }) => {
  const { sessions, teams } = services;

  app.get('/auth/team/getMyTeam/:event/:userId', async (request) => {
    const { user } = await sessions.requireUser(request.headers.authorization);
    const { event, userId } = parseInput(teamParamsSchema, request.params);
    return { success: true, message: apiMessages.ok, team: await teams.mine(user, event, userId) };
  });

  app.post('/auth/team/createTeam', async (request, reply) => {
    const { user } = await sessions.requireUser(request.headers.authorization);
    const { leader_id, event } = parseInput(createTeamSchema, request.body);
    const team = await teams.create(user, leader_id, event);
    return reply.code(201).send({ success: true, message: messages.registeredForEvent, team });
  });

  app.post('/auth/team/addMembers', async (request) => {
    const { user } = await sessions.requireUser(request.headers.authorization);
    const { team_id, memberEmail } = parseInput(addMemberSchema, request.body);
    const team = await teams.addMember(user, team_id, memberEmail);
    return { success: true, message: apiMessages.memberAdded, team };
  });

  app.delete('/auth/team/deleteMember/:teamId/:memberId', async (request) => {
    const { user } = await sessions.requireUser(request.headers.authorization);
    const { teamId, memberId } = parseInput(deleteMemberParamsSchema, request.params);
    await teams.removeMember(user, teamId, memberId);
    return { success: true, message: apiMessages.memberRemoved };
  });
};
