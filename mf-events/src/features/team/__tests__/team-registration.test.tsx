import { KEPT_PRESS_ATTRIBUTE, messages, SIGN_IN_RETURN_PARAM } from '@greatstep/shared';
import { PRESS_TRIES } from '@greatstep/shared/api';
import { screen, waitFor, within } from '@testing-library/react';
import { api, findToast, pastEveryTry, renderEvents } from '../../../testing/render-events';
import { leader, member, teamOf, third } from '../../../testing/sample-data';

const MINEAC = '/great-step/events/competitions/Mineac';
const myTeamUrl = (event: string, userId: string) => `/auth/team/getMyTeam/${event}/${userId}`;

describe('not signed in', () => {
  test('Register sends the visitor to /signin', async () => {
    const { user } = renderEvents(MINEAC);
    await user.click(await screen.findByRole('link', { name: 'Sign in to register for Mineac' }));
    expect(screen.getByRole('heading', { name: `Sign In stub from ${MINEAC}` })).toBeInTheDocument();
    // With a word on why.
    expect(screen.getByText('Reason: Sign in to register for Mineac')).toBeInTheDocument();
    expect(api.history.get).toHaveLength(0);
  });

  // Once a button, which did nothing in the page's HTML before the scripts or without them.
  test('Register is a link to Sign In that names the event, and whose address leads back to it', async () => {
    renderEvents(MINEAC);
    const register = await screen.findByRole('link', { name: 'Sign in to register for Mineac' });
    expect(register).toHaveTextContent(/^Register$/);
    const address = new URL(register.getAttribute('href') ?? '', 'http://site.test');
    expect(address.pathname).toBe('/signin');
    expect(address.searchParams.get(SIGN_IN_RETURN_PARAM)).toBe(MINEAC);
    // Kept as a press before the scripts, for the app to answer: a signed-in visitor's registration.
    expect(register).toHaveAttribute(KEPT_PRESS_ATTRIBUTE);
  });
});

describe('signed in without a team', () => {
  test('the page loads the registration, then offers Register', async () => {
    api.onGet(myTeamUrl('Mineac', leader._id)).reply(200, { success: true, team: null });
    renderEvents(MINEAC, { signedIn: leader });
    expect(await screen.findByText('Loading your registration…')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Register' })).toBeEnabled();
    expect(api.history.get[0]?.headers?.Authorization).toBe('Bearer token-of-asha');
  });

  test('Register creates the team: the success message and the panel with the leader appear', async () => {
    api.onGet(myTeamUrl('Mineac', leader._id)).reply(200, { success: true, team: null });
    api.onPost('/auth/team/createTeam').reply(201, { success: true, team: teamOf('Mineac', leader) });
    const { user } = renderEvents(MINEAC, { signedIn: leader });
    await user.click(await screen.findByRole('button', { name: 'Register' }));

    expect(await screen.findByText('You have successfully registered, check rules for more details')).toBeVisible();
    expect(JSON.parse(api.history.post[0]?.data as string)).toEqual({ leader_id: leader._id, event: 'Mineac' });
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Asha Leader');
    expect(rows[1]).toHaveTextContent('Leader');
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
  });

  test("a 'please wait...' toast shows while the team is created", async () => {
    api.onGet(myTeamUrl('Mineac', leader._id)).reply(200, { success: true, team: null });
    let answer: (value: [number, unknown]) => void = () => undefined;
    api.onPost('/auth/team/createTeam').reply(() => new Promise((resolve) => (answer = resolve)));
    const { user } = renderEvents(MINEAC, { signedIn: leader });
    await user.click(await screen.findByRole('button', { name: 'Register' }));
    expect(await findToast('please wait...')).toBeInTheDocument();
    answer([201, { success: true, team: teamOf('Mineac', leader) }]);
    expect(await screen.findByText('You have successfully registered, check rules for more details')).toBeVisible();
  });

  test.each([
    ['the server fails without a message', 500, undefined, 'Internal Server Error'],
    [
      'the server refuses',
      409,
      { success: false, message: 'You are already in a team for this event' },
      'You are already in a team for this event',
    ],
  ])('when %s, the message shows and Register stays locked', async (_case, status, body, message) => {
    api.onGet(myTeamUrl('Mineac', leader._id)).reply(200, { success: true, team: null });
    api.onPost('/auth/team/createTeam').reply(status, body);
    const { user } = renderEvents(MINEAC, { signedIn: leader });
    const register = await screen.findByRole('button', { name: 'Register' });
    await user.click(register);
    expect(await findToast(message)).toBeInTheDocument();
    expect(register).toBeDisabled();
  });

  test('Register stays locked after a network failure, except in Quiz Spiel', async () => {
    jest.useFakeTimers();
    api.onGet(myTeamUrl('Mineac', leader._id)).reply(200, { success: true, team: null });
    api.onPost('/auth/team/createTeam').networkError();
    const { user } = renderEvents(MINEAC, { signedIn: leader, advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const register = await screen.findByRole('button', { name: 'Register' });
    await user.click(register);
    expect(await findToast(messages.retryingNoAnswer)).toBeInTheDocument();
    await pastEveryTry();
    expect(await findToast('Server not reachable')).toBeInTheDocument();
    expect(register).toBeDisabled();
  });

  test('Quiz Spiel unlocks Register after a network failure, so the user can try again', async () => {
    jest.useFakeTimers();
    api.onGet(myTeamUrl('Quiz_Spiel', leader._id)).reply(200, { success: true, team: null });
    for (let tried = 0; tried < PRESS_TRIES; tried += 1) api.onPost('/auth/team/createTeam').networkErrorOnce();
    api.onPost('/auth/team/createTeam').reply(201, { success: true, team: teamOf('Quiz_Spiel', leader) });
    const { user } = renderEvents('/great-step/events/competitions/QS', {
      signedIn: leader,
      advanceTimers: (ms) => jest.advanceTimersByTime(ms),
    });
    await user.click(await screen.findByRole('button', { name: 'Register' }));
    await pastEveryTry();
    expect(await findToast('Server not reachable')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('You have successfully registered, check rules for more details')).toBeVisible();
    expect(JSON.parse(api.history.post.at(-1)?.data as string)).toEqual({ leader_id: leader._id, event: 'Quiz_Spiel' });
  });

  test('a double click sends one request', async () => {
    api.onGet(myTeamUrl('Mineac', leader._id)).reply(200, { success: true, team: null });
    api.onPost('/auth/team/createTeam').reply(201, { success: true, team: teamOf('Mineac', leader) });
    const { user } = renderEvents(MINEAC, { signedIn: leader });
    await user.dblClick(await screen.findByRole('button', { name: 'Register' }));
    await screen.findByText('You have successfully registered, check rules for more details');
    expect(api.history.post).toHaveLength(1);
  });
});

describe('team lookup failures (docs/PRODUCT.md#messages)', () => {
  test.each([
    ['the server fails without a message', (url: string) => api.onGet(url).reply(500), 'Internal server Error'],
    ['the server is not reached', (url: string) => api.onGet(url).networkError(), 'Server not reachable'],
    [
      'the server answers with a message',
      (url: string) => api.onGet(url).reply(403, { success: false, message: 'You can only access your own account' }),
      'You can only access your own account',
    ],
  ])('when %s, the page says so and offers another try', async (_case, fail, message) => {
    fail(myTeamUrl('Mineac', leader._id));
    const { user } = renderEvents(MINEAC, { signedIn: leader });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    api.reset();
    api.onGet(myTeamUrl('Mineac', leader._id)).reply(200, { success: true, team: null });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Register' })).toBeEnabled();
  });
});

describe('Mine Shot', () => {
  // A one-person event once showed "Your team · team size 1 · Leader".
  test('once registered, the page says "You are registered", naming the event and its team size', async () => {
    api.onGet(myTeamUrl('Mine_Shot', leader._id)).reply(200, { success: true, team: teamOf('Mine_Shot', leader) });
    renderEvents('/great-step/events/competitions/MS', { signedIn: leader });
    expect(await screen.findByText('Loading your registration…')).toBeInTheDocument();
    expect(await screen.findByText('You have successfully registered, check rules for more details')).toBeVisible();
    expect(screen.getByRole('region', { name: 'You are registered' })).toHaveTextContent(
      'Mine Shot · team size 1 · individual entry',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // A team of one is full: no add form.
    expect(screen.queryByRole('textbox', { name: "Member's email" })).not.toBeInTheDocument();
    expect(screen.getByRole('img')).toHaveAccessibleName('A camera pointed at a mine');
  });
});

test('another account signing in sees its own registration', async () => {
  api.onGet(myTeamUrl('Mineac', leader._id)).reply(200, { success: true, team: teamOf('Mineac', leader, member) });
  api.onGet(myTeamUrl('Mineac', third._id)).reply(200, { success: true, team: null });
  const { unmount } = renderEvents(MINEAC, { signedIn: leader });
  expect(await screen.findByRole('table')).toHaveTextContent('Ravi Member');
  unmount();
  renderEvents(MINEAC, { signedIn: third });
  expect(await screen.findByRole('button', { name: 'Register' })).toBeEnabled();
});
