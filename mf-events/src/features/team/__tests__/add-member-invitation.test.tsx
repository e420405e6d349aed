import { teamLinkMessages } from '@greatstep/shared/schemas';
import { screen } from '@testing-library/react';
import { api, findToast, renderEvents } from '../../../testing/render-events';
import { leader, member, teamOf } from '../../../testing/sample-data';

// Someone who left the team is not added back but invited (202); the leader is told so.
test('adding someone who left shows that they were invited, and the team stays as it was', async () => {
  const myTeamUrl = `/auth/team/getMyTeam/Mineac/${leader._id}`;
  api.onGet(myTeamUrl).reply(200, { success: true, team: teamOf('Mineac', leader) });
  api
    .onPost('/auth/team/addMembers')
    .replyOnce(202, { success: true, message: teamLinkMessages.invitationSent, team: teamOf('Mineac', leader) });
  const { user } = renderEvents('/great-step/events/competitions/Mineac', { signedIn: leader });

  const field = await screen.findByRole('textbox', { name: "Member's email" });
  await user.type(field, member.email);
  await user.click(screen.getByRole('button', { name: 'Add' }));

  expect(await findToast(teamLinkMessages.invitationSent)).toBeInTheDocument();
  expect(screen.queryByRole('row', { name: /Ravi Member/ })).not.toBeInTheDocument();
  expect(screen.getAllByRole('row')).toHaveLength(2);
});
