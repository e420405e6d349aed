import { render, screen } from '@testing-library/react';
import type { User } from '@greatstep/shared';
import { api, renderEvents } from '../../../testing/render-events';
import { leader, session, teamOf } from '../../../testing/sample-data';
import { QuizForm } from '../quiz-form';

const QUIZ = '/great-step/events/competitions/quiz';
const config = {
  url: 'https://docs.google.com/forms/d/e/sample-form/viewform',
  nameField: 'entry.11',
  collegeField: 'entry.22',
};

function srcOf(frame: HTMLElement): URL {
  return new URL(frame.getAttribute('src') ?? '');
}

test('the embedded form carries the name and the college of the user', () => {
  render(<QuizForm user={session(leader)} config={config} />);
  const src = srcOf(screen.getByTitle('Quizomania quiz form'));
  expect(src.origin + src.pathname).toBe('https://docs.google.com/forms/d/e/sample-form/viewform');
  expect(src.searchParams.get('entry.11')).toBe('Asha Leader');
  expect(src.searchParams.get('entry.22')).toBe('Indian Institute of Technology Kharagpur');
  expect(screen.getByRole('link', { name: 'Open the form in a new tab' })).toHaveAttribute('target', '_blank');
});

test('a college typed under Other is sent as typed', () => {
  const other: User = { ...leader, college: -1, otherCollege: 'Sample College of Mines' };
  render(<QuizForm user={session(other)} config={config} />);
  expect(srcOf(screen.getByTitle('Quizomania quiz form')).searchParams.get('entry.22')).toBe('Sample College of Mines');
});

test.each(['', 'http://example.com/form', 'not a url'])(
  'without a usable form address (%p) the page says it is coming',
  (url) => {
    render(<QuizForm user={session(leader)} config={{ ...config, url }} />);
    expect(screen.queryByTitle('Quizomania quiz form')).not.toBeInTheDocument();
    expect(screen.getByText(/appears here as soon as the organisers publish it/)).toBeInTheDocument();
  },
);

test('the quiz shows once the user is registered for Quizomania, not before', async () => {
  api
    .onGet(`/auth/team/getMyTeam/publiQuiz/${leader._id}`)
    .reply(200, { success: true, team: teamOf('publiQuiz', leader) });
  renderEvents(QUIZ, { signedIn: leader });
  expect(await screen.findByText('You have successfully registered, check rules for more details')).toBeVisible();
  expect(await screen.findByText(/appears here as soon as the organisers publish it/)).toBeInTheDocument();
});

test('before registering there is no quiz, only Register', async () => {
  api.onGet(`/auth/team/getMyTeam/publiQuiz/${leader._id}`).reply(200, { success: true, team: null });
  renderEvents(QUIZ, { signedIn: leader });
  expect(await screen.findByRole('button', { name: 'Register' })).toBeEnabled();
  expect(screen.queryByText(/organisers publish it/)).not.toBeInTheDocument();
});
