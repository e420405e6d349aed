import { messages } from '@greatstep/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, findToast, pastEveryTry, renderEvents } from '../../../testing/render-events';
import { leader } from '../../../testing/sample-data';

const GTT = '/great-step/events/competitions/gth';
const entryUrl = `/events/getEntry/${leader._id}`;

const word1 = () => screen.getByRole('textbox', { name: 'Word 1 (4 letters)' });
const word2 = () => screen.getByRole('textbox', { name: 'Word 2 (7 letters)' });

async function guess(first: string, second: string, options: Parameters<typeof userEvent.setup>[0] = {}) {
  const user = userEvent.setup(options);
  if (first) await user.type(word1(), first);
  if (second) await user.type(word2(), second);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  return user;
}

test('shows the two clue words, the inputs, Submit and the Rules', async () => {
  renderEvents(GTT);
  await screen.findByRole('heading', { level: 1, name: 'Guess The Theme' });
  // The game loads after the page's picture and details have painted (app/event-route.tsx).
  await screen.findByRole('button', { name: 'Submit' });
  expect(word1()).toHaveAccessibleDescription('Clue for word 1: D L G O');
  expect(word2()).toHaveAccessibleDescription('Clue for word 2: Z O H N R I O');
  expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  expect(screen.getByRole('link', { name: 'Rules (opens in a new tab)' })).toHaveAttribute(
    'href',
    'docs/gth-rules.html',
  );
});

test('not signed in: a guess sends the visitor to /signin', async () => {
  renderEvents(GTT);
  await screen.findByRole('button', { name: 'Submit' });
  await guess('abcd', 'abcdefg');
  expect(screen.getByRole('heading', { name: `Sign In stub from ${GTT}` })).toBeInTheDocument();
  expect(api.history.post).toHaveLength(0);
});

// The visitor was once sent away with no word, and the typed guess was lost.
test('not signed in: the guess says why it needs a sign-in, and the words wait for the return', async () => {
  const first = renderEvents(GTT);
  await screen.findByRole('button', { name: 'Submit' });
  await guess('mine', 'shafted');
  expect(screen.getByText('Reason: Sign in to submit your guess')).toBeInTheDocument();
  first.unmount();

  api.onGet(entryUrl).reply(200, { success: true, already: false, gtt: null });
  api.onPost('/events/addNewEntry').reply(201, { success: true, message: 'Your guess has been saved' });
  renderEvents(GTT, { signedIn: leader });
  expect(await screen.findByRole('textbox', { name: 'Word 1 (4 letters)' })).toHaveValue('mine');
  expect(word2()).toHaveValue('shafted');
  await userEvent.setup().click(screen.getByRole('button', { name: 'Submit' }));
  expect(await findToast('Your guess has been saved')).toBeInTheDocument();
  expect(JSON.parse(String(api.history.post[0]?.data))).toMatchObject({ guess: 'mine shafted' });
  // Used once: another visit starts empty.
  expect(sessionStorage.getItem('gs-guess-draft')).toBeNull();
});

test.each([
  ['abc', 'abcdefg', 'Word 1 (4 letters)', 'Enter word 1 to submit'],
  ['abcd', 'abcdef', 'Word 2 (7 letters)', 'Enter word 2 to submit'],
  ['', 'abcdefg', 'Word 1 (4 letters)', 'Enter word 1 to submit'],
])('%p and %p: %s says %s', async (first, second, field, message) => {
  api.onGet(entryUrl).reply(200, { success: true, already: false, gtt: null });
  renderEvents(GTT, { signedIn: leader });
  await screen.findByRole('button', { name: 'Submit' });
  await guess(first, second);
  expect(screen.getByRole('textbox', { name: field })).toHaveAccessibleDescription(expect.stringContaining(message));
  expect(screen.getByText(message)).toHaveAttribute('role', 'alert');
  expect(api.history.post).toHaveLength(0);
});

test('a first guess is saved with the two words joined by a space, then the page says Already Responded', async () => {
  api.onGet(entryUrl).reply(200, { success: true, already: false, gtt: null });
  api.onPost('/events/addNewEntry').reply(201, { success: true, message: 'Your guess has been saved' });
  renderEvents(GTT, { signedIn: leader });
  expect(await screen.findByText('Loading your entry…')).toBeInTheDocument();
  await screen.findByRole('button', { name: 'Submit' });
  expect(screen.queryByText('Already Responded')).not.toBeInTheDocument();

  await guess('wxyz', 'abcdefg');

  expect(await findToast('Your guess has been saved')).toBeInTheDocument();
  expect(screen.getByText('Already Responded')).toBeVisible();
  expect(screen.getByText('Your guess: wxyz abcdefg')).toBeVisible();
  expect(screen.getByText('Winners will be notified once the theme is announced.')).toBeVisible();
  expect(JSON.parse(api.history.post[0]?.data as string)).toEqual({
    userId: leader._id,
    guess: 'wxyz abcdefg',
    fullName: 'Asha Leader',
  });
});

test('after responding, another guess is refused without a request', async () => {
  api.onGet(entryUrl).reply(200, { success: true, already: true, gtt: { guess: 'wxyz abcdefg', userId: leader._id } });
  renderEvents(GTT, { signedIn: leader });
  expect(await screen.findByText('Already Responded')).toBeVisible();
  expect(screen.getByText('Your guess: wxyz abcdefg')).toBeVisible();
  await guess('abcd', 'hijklmn');
  expect(await findToast('You can not change your submission')).toBeInTheDocument();
  expect(api.history.post).toHaveLength(0);
});

test.each([
  [
    'the server refuses a second guess',
    409,
    { success: false, message: 'You can not change your submission' },
    'You can not change your submission',
  ],
  ['saving fails without a message', 500, undefined, 'Internal error'],
  ['no try reaches the server', 0, undefined, 'Internal error'],
])('when %s, the page shows %s', async (_case, status, body, message) => {
  jest.useFakeTimers();
  api.onGet(entryUrl).reply(200, { success: true, already: false, gtt: null });
  if (status === 0) api.onPost('/events/addNewEntry').networkError();
  else api.onPost('/events/addNewEntry').reply(status, body);
  renderEvents(GTT, { signedIn: leader });
  await screen.findByRole('button', { name: 'Submit' });
  await guess('wxyz', 'abcdefg', { advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  if (status === 0) {
    expect(await findToast(messages.retryingNoAnswer)).toBeInTheDocument();
    await pastEveryTry();
  }
  expect(await findToast(message)).toBeInTheDocument();
  expect(screen.queryByText('Already Responded')).not.toBeInTheDocument();
  expect(word1()).toHaveValue('wxyz');
});

test.each([
  ['the entry can not be read', 500, 'Some internal error occured, contact admin'],
  ['the server is not reached', 0, 'Server unreachable, contact admin'],
])('when %s, the page says %s', async (_case, status, message) => {
  if (status === 0) api.onGet(entryUrl).networkError();
  else api.onGet(entryUrl).reply(status);
  renderEvents(GTT, { signedIn: leader });
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
});

test('a double submit sends one guess', async () => {
  api.onGet(entryUrl).reply(200, { success: true, already: false, gtt: null });
  api.onPost('/events/addNewEntry').reply(201, { success: true, message: 'Your guess has been saved' });
  renderEvents(GTT, { signedIn: leader });
  await screen.findByRole('button', { name: 'Submit' });
  const user = userEvent.setup();
  await user.type(word1(), 'wxyz');
  await user.type(word2(), 'abcdefg');
  await user.dblClick(screen.getByRole('button', { name: 'Submit' }));
  await screen.findByText('Already Responded');
  expect(api.history.post).toHaveLength(1);
});
