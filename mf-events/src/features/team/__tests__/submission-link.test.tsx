import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { userStore } from '@greatstep/shared';
import { findEventById } from '../../../lib/fest-events';
import { api } from '../../../testing/render-events';
import { leader, session, teamOf } from '../../../testing/sample-data';
import { TeamRegistration, type RegistrableEvent } from '../team-registration';

test('once registered, an event with a submission form links it beside the success message', async () => {
  const nmic = findEventById('Nmic') as RegistrableEvent;
  const event = { ...nmic, submission: 'https://forms.example.org/nmic' };
  api.onGet(`/auth/team/getMyTeam/Nmic/${leader._id}`).reply(200, { success: true, team: teamOf('Nmic', leader) });
  userStore.set(session(leader));
  render(
    <MemoryRouter>
      <TeamRegistration event={event} />
    </MemoryRouter>,
  );
  const link = await screen.findByRole('link', { name: 'Submission (opens in a new tab)' });
  expect(link).toHaveAttribute('href', 'https://forms.example.org/nmic');
  expect(link).toHaveAttribute('target', '_blank');
  expect(screen.getByText('You have successfully registered, check rules for more details')).toBeVisible();
});
