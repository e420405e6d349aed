import { messages, type User } from '@greatstep/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, findToast, pastEveryTry, renderEvents } from '../../../testing/render-events';
import { TEAM_ID, leader, member, personOf, teamOf, third } from '../../../testing/sample-data';

const MINEAC = '/great-step/events/competitions/Mineac';
const SAFETY_HUNT = '/great-step/events/competitions/Safety_Hunt';
const myTeamUrl = (event: string, userId: string) => `/auth/team/getMyTeam/${event}/${userId}`;

async function openPanel(path: string, event: string, me: User, ...teamOrder: User[]) {
  const [head = leader, ...others] = teamOrder;
  api.onGet(myTeamUrl(event, me._id)).replyOnce(200, { success: true, team: teamOf(event, head, ...others) });
  renderEvents(path, { signedIn: me });
  return screen.findByRole('table');
}

function rowOf(name: string) {
  return screen.getByRole('row', { name: new RegExp(name) });
}

describe("the leader's view", () => {
  test('the leader is the first row, without an action; each member has Remove', async () => {
    const table = await openPanel(MINEAC, 'Mineac', leader, leader, member);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Member name', 'Position', 'Email', 'Action']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Asha LeaderLeaderasha.leader@example.com');
    expect(within(first!).queryByRole('button')).not.toBeInTheDocument();
    expect(second).toHaveTextContent('Ravi MemberMemberravi.member@example.com');
    expect(within(second!).getByRole('button', { name: 'Remove Ravi Member' })).toBeEnabled();
  });

  test('the add form shows while leader + members are fewer than the team size, and goes when full', async () => {
    await openPanel(SAFETY_HUNT, 'Safety_Hunt', leader, leader, member);
    expect(screen.getByRole('textbox', { name: "Member's email" })).toBeInTheDocument();
  });

  test('a full team (Safety Hunt, 3) has no add form', async () => {
    await openPanel(SAFETY_HUNT, 'Safety_Hunt', leader, leader, member, third);
    expect(screen.queryByRole('textbox', { name: "Member's email" })).not.toBeInTheDocument();
  });

  test('adding a member sends the e-mail, shows the answer and refreshes the team without a reload', async () => {
    const user = userEvent.setup();
    await openPanel(MINEAC, 'Mineac', leader, leader, member);
    api.onPost('/auth/team/addMembers').reply(200, { success: true, message: 'Member added' });
    api
      .onGet(myTeamUrl('Mineac', leader._id))
      .reply(200, { success: true, team: teamOf('Mineac', leader, member, third) });

    await user.type(screen.getByRole('textbox', { name: "Member's email" }), ' Meera.Third@example.com ');
    await user.click(screen.getByRole('button', { name: 'Add' }));

    expect(await findToast('Member added')).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /Meera Third/ })).toBeInTheDocument();
    expect(JSON.parse(api.history.post[0]?.data as string)).toEqual({
      team_id: TEAM_ID,
      memberEmail: 'meera.third@example.com',
    });
    expect(screen.getByRole('textbox', { name: "Member's email" })).toHaveValue('');
  });

  test.each([
    ['asha.leader@example.com', 'Member already added'],
    ['RAVI.member@example.com', 'Member already added'],
    ['not-an-email', 'Enter a valid email'],
  ])('%s is refused before any request: %s', async (email, message) => {
    const user = userEvent.setup();
    await openPanel(MINEAC, 'Mineac', leader, leader, member);
    const field = screen.getByRole('textbox', { name: "Member's email" });
    await user.type(field, email);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(field).toHaveAccessibleDescription(message);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(message)).toHaveAttribute('role', 'alert');
    expect(api.history.post).toHaveLength(0);
  });

  test.each([
    [
      'the server refuses',
      () =>
        api
          .onPost('/auth/team/addMembers')
          .reply(404, { success: false, message: 'No account with this email, ask them to sign up first' }),
      'No account with this email, ask them to sign up first',
    ],
    [
      'the server answers success false',
      () => api.onPost('/auth/team/addMembers').reply(200, { success: false, message: 'Team is full' }),
      'Team is full',
    ],
  ])('when %s, adding shows %s', async (_case, fail, message) => {
    const user = userEvent.setup();
    await openPanel(MINEAC, 'Mineac', leader, leader, member);
    fail();
    await user.type(screen.getByRole('textbox', { name: "Member's email" }), 'someone@example.com');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await findToast(message)).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(3);
  });

  test('when no try of an add reaches the server, it says it is still trying, then Server unreachable', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    await openPanel(MINEAC, 'Mineac', leader, leader, member);
    api.onPost('/auth/team/addMembers').networkError();
    await user.type(screen.getByRole('textbox', { name: "Member's email" }), 'someone@example.com');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await findToast(messages.retryingNoAnswer)).toBeInTheDocument();
    await pastEveryTry();
    expect(await findToast(messages.serverUnreachable)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: "Member's email" })).toHaveValue('someone@example.com');
    expect(screen.getAllByRole('row')).toHaveLength(3);
  });

  test('a double submit of the add form sends one request', async () => {
    const user = userEvent.setup();
    await openPanel(MINEAC, 'Mineac', leader, leader);
    api.onPost('/auth/team/addMembers').reply(200, { success: true, message: 'Member added' });
    api.onGet(myTeamUrl('Mineac', leader._id)).reply(200, { success: true, team: teamOf('Mineac', leader, member) });
    await user.type(screen.getByRole('textbox', { name: "Member's email" }), member.email);
    await user.dblClick(screen.getByRole('button', { name: 'Add' }));
    await screen.findByRole('row', { name: /Ravi Member/ });
    expect(api.history.post).toHaveLength(1);
  });

  test('Remove deletes the member and refreshes the team', async () => {
    const user = userEvent.setup();
    await openPanel(MINEAC, 'Mineac', leader, leader, member, third);
    api
      .onDelete(`/auth/team/deleteMember/${TEAM_ID}/${member._id}`)
      .reply(200, { success: true, message: 'Member removed' });
    api.onGet(myTeamUrl('Mineac', leader._id)).reply(200, { success: true, team: teamOf('Mineac', leader, third) });
    await user.click(screen.getByRole('button', { name: 'Remove Ravi Member' }));
    expect(api.history.delete).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Yes, remove Ravi Member' }));
    expect(await findToast('Member removed')).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Ravi Member/ })).not.toBeInTheDocument();
    expect(rowOf('Meera Third')).toBeInTheDocument();
  });

  // One tap on a phone once removed a member.
  test('Remove asks first; Cancel, or Escape, keeps the member and sends nothing', async () => {
    const user = userEvent.setup();
    await openPanel(MINEAC, 'Mineac', leader, leader, member);
    await user.click(screen.getByRole('button', { name: 'Remove Ravi Member' }));
    const question = within(rowOf('Ravi Member')).getByRole('group', { name: 'Remove Ravi Member?' });
    expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Remove Ravi Member' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Remove Ravi Member' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Remove Ravi Member?' })).not.toBeInTheDocument();
    expect(rowOf('Ravi Member')).toBeInTheDocument();
    expect(api.history.delete).toHaveLength(0);
  });

  test.each([
    [
      'the server refuses',
      403,
      { success: false, message: 'Only the team leader can do this' },
      'Only the team leader can do this',
    ],
    ['no try reaches the server', 0, undefined, 'Server unreachable'],
  ])('when %s, Remove shows %s and the member stays', async (_case, status, body, message) => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    await openPanel(MINEAC, 'Mineac', leader, leader, member);
    const url = `/auth/team/deleteMember/${TEAM_ID}/${member._id}`;
    if (status === 0) api.onDelete(url).networkError();
    else api.onDelete(url).reply(status, body);
    await user.click(screen.getByRole('button', { name: 'Remove Ravi Member' }));
    await user.click(screen.getByRole('button', { name: 'Yes, remove Ravi Member' }));
    if (status === 0) await pastEveryTry();
    expect(await findToast(message)).toBeInTheDocument();
    expect(rowOf('Ravi Member')).toBeInTheDocument();
  });
});

describe("a member's view", () => {
  test('no Remove for anyone; Leave on their own row; no add form', async () => {
    await openPanel(MINEAC, 'Mineac', member, leader, member, third);
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(within(rowOf('Ravi Member')).getByRole('button', { name: 'Leave the team' })).toBeEnabled();
    expect(within(rowOf('Meera Third')).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: "Member's email" })).not.toBeInTheDocument();
  });

  test('Leave removes themself; the page offers Register again', async () => {
    const user = userEvent.setup();
    await openPanel(MINEAC, 'Mineac', member, leader, member);
    api
      .onDelete(`/auth/team/deleteMember/${TEAM_ID}/${member._id}`)
      .reply(200, { success: true, message: 'Member removed' });
    api.onGet(myTeamUrl('Mineac', member._id)).reply(200, { success: true, team: null });
    await user.click(screen.getByRole('button', { name: 'Leave the team' }));
    await user.click(screen.getByRole('button', { name: 'Yes, leave the team' }));
    expect(await screen.findByRole('button', { name: 'Register' })).toBeEnabled();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

test('the panel lists members as the server sends them', async () => {
  await openPanel(MINEAC, 'Mineac', leader, leader, third);
  expect(screen.getAllByRole('row').map((row) => row.textContent)).toEqual([
    'Member namePositionEmailAction',
    'Asha LeaderLeaderasha.leader@example.com',
    `Meera ThirdMember${personOf(third).email}Remove Meera Third`,
  ]);
});
