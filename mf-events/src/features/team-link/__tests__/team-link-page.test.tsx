import { messages } from '@greatstep/shared';
import { PRESS_TRIES } from '@greatstep/shared/api';
import { teamLinkMessages } from '@greatstep/shared/schemas';
import { act, fireEvent, screen } from '@testing-library/react';
import { AxiosHeaders } from 'axios';
import { api, renderEvents } from '../../../testing/render-events';

const TOKEN = 'k3Zr7-Qx_1aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456';
const LEAVE = `/great-step/events/team/leave/${TOKEN}`;
const JOIN = `/great-step/events/team/join/${TOKEN}`;

const details = (kind: 'leave' | 'invite', event = 'Safety_Hunt', eventName = 'Safety Hunt') => ({
  success: true,
  message: '',
  kind,
  event,
  eventName,
  leaderName: 'Asha Leader',
});

beforeEach(() => {
  api.onPost('/auth/team/linkDetails').reply(() => {
    const kind = window.location.pathname.includes('/join/') ? 'invite' : 'leave';
    return [200, details(kind)];
  });
});

test('opening a leave link changes nothing: the page says what the link does and waits for the button', async () => {
  renderEvents(LEAVE);
  expect(await screen.findByRole('heading', { level: 1, name: 'Leave a team' })).toBeInTheDocument();
  expect(screen.getByText(/added you to their team/)).toBeInTheDocument();
  expect(await screen.findByText('Asha Leader added you to their team for Safety Hunt.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Leave the team' })).toBeEnabled();
  expect(api.history.post.map((request) => request.url)).toEqual(['/auth/team/linkDetails']);
});

// The visitor once learned a link was dead only after the button.
test.each([
  [409, teamLinkMessages.linkUsed],
  [400, teamLinkMessages.linkExpired],
  [404, teamLinkMessages.linkInvalid],
])('a link refused with %i says %s at once, with no button to press', async (status, message) => {
  api.resetHandlers();
  api.onPost('/auth/team/linkDetails').replyOnce(status, { success: false, message });
  renderEvents(LEAVE);
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(screen.queryByRole('button', { name: 'Leave the team' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See all events' })).toBeInTheDocument();
});

test('when the check gets no answer, the page keeps the button', async () => {
  api.resetHandlers();
  api.onPost('/auth/team/linkDetails').networkErrorOnce();
  renderEvents(LEAVE);
  expect(await screen.findByRole('button', { name: 'Leave the team' })).toBeEnabled();
  expect(screen.getByText(/added you to their team for a GreatStep event/)).toBeInTheDocument();
});

test('the button leaves the team with the token, once, and names the event with a link to its page', async () => {
  let answer: (value: [number, object]) => void = () => {};
  api.onPost('/auth/team/leaveByLink').replyOnce(() => new Promise((resolve) => (answer = resolve)));
  const { user } = renderEvents(LEAVE);
  const button = await screen.findByRole('button', { name: 'Leave the team' });

  await user.click(button);
  await user.click(button);
  expect(screen.getByRole('status')).toHaveTextContent('Leaving the team…');
  expect(button).toBeDisabled();
  answer([200, { success: true, message: teamLinkMessages.left, event: 'Safety_Hunt' }]);

  const done = await screen.findByText('You have left the team for Safety Hunt.');
  expect(done).toHaveAttribute('role', 'status');
  expect(done).toHaveFocus();
  expect(screen.queryByRole('button', { name: 'Leave the team' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to the Safety Hunt page' })).toHaveAttribute(
    'href',
    '/great-step/events/competitions/Safety_Hunt',
  );
  const used = api.history.post.filter((request) => request.url === '/auth/team/leaveByLink');
  expect(used).toHaveLength(1);
  expect(JSON.parse(used[0]?.data as string)).toEqual({ token: TOKEN });
});

test('a used link shows the server’s message as an alert and keeps the button for another try', async () => {
  api.onPost('/auth/team/leaveByLink').replyOnce(409, { success: false, message: teamLinkMessages.linkUsed });
  const { user } = renderEvents(LEAVE);
  await user.click(await screen.findByRole('button', { name: 'Leave the team' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(teamLinkMessages.linkUsed);
  expect(screen.getByRole('alert')).toHaveFocus();
  expect(screen.getByRole('button', { name: 'Leave the team' })).toBeEnabled();
  expect(screen.getByRole('link', { name: 'See all events' })).toHaveAttribute(
    'href',
    '/great-step/events/competitions',
  );
});

test('the invitation page rejoins by keyboard alone', async () => {
  api
    .onPost('/auth/team/acceptInvite')
    .replyOnce(200, { success: true, message: teamLinkMessages.joined, event: 'Mineac' });
  const { user } = renderEvents(JOIN);
  expect(await screen.findByRole('heading', { level: 1, name: 'Rejoin a team' })).toBeInTheDocument();
  expect(screen.getByText(/you stay out of the team/)).toBeInTheDocument();
  expect(await screen.findByText('Asha Leader invites you back to their team for Safety Hunt.')).toBeInTheDocument();

  await user.tab();
  expect(screen.getByRole('button', { name: 'Rejoin the team' })).toHaveFocus();
  await user.keyboard('{Enter}');

  expect(await screen.findByText('You have joined the team for Mineac.')).toHaveFocus();
  expect(screen.getByRole('link', { name: 'Go to the Mineac page' })).toBeInTheDocument();
  expect(JSON.parse(api.history.post.at(-1)?.data as string)).toEqual({ token: TOKEN });
});

test.each([
  [400, teamLinkMessages.linkExpired],
  [404, teamLinkMessages.linkInvalid],
  [409, 'Team is full'],
])('an invitation refused with %i says %s', async (status, message) => {
  api.onPost('/auth/team/acceptInvite').replyOnce(status, { success: false, message });
  const { user } = renderEvents(JOIN);
  await user.click(await screen.findByRole('button', { name: 'Rejoin the team' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
});

test('a press with no answer says it is still trying, and the same press gets its outcome', async () => {
  api.onPost('/auth/team/acceptInvite').networkErrorOnce();
  api
    .onPost('/auth/team/acceptInvite')
    .replyOnce(200, { success: true, message: teamLinkMessages.joined, event: 'Mineac' });
  const { user } = renderEvents(JOIN);
  await user.click(await screen.findByRole('button', { name: 'Rejoin the team' }));
  expect(await screen.findByText(messages.retryingNoAnswer)).toHaveAttribute('role', 'status');
  expect(await screen.findByText('You have joined the team for Mineac.', {}, { timeout: 3_000 })).toBeInTheDocument();
  const tries = api.history.post.filter((request) => request.url === '/auth/team/acceptInvite');
  expect(tries).toHaveLength(2);
  const keys = tries.map(({ headers }) => (headers instanceof AxiosHeaders ? headers.get('Idempotency-Key') : null));
  expect(keys[0]).toEqual(expect.any(String));
  expect(new Set(keys).size).toBe(1);
});

test('no answer after every try says so, and the button tries again', async () => {
  jest.useFakeTimers();
  try {
    for (let tried = 0; tried < PRESS_TRIES; tried += 1) api.onPost('/auth/team/acceptInvite').networkErrorOnce();
    api
      .onPost('/auth/team/acceptInvite')
      .replyOnce(200, { success: true, message: teamLinkMessages.joined, event: 'Mineac' });
    renderEvents(JOIN);
    fireEvent.click(await screen.findByRole('button', { name: 'Rejoin the team' }));
    await act(() => jest.advanceTimersByTimeAsync(30_000));
    expect(screen.getByRole('alert')).toHaveTextContent(messages.serverUnreachable);
    fireEvent.click(screen.getByRole('button', { name: 'Rejoin the team' }));
    expect(await screen.findByText('You have joined the team for Mineac.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});
