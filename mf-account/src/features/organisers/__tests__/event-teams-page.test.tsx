import { screen, within } from '@testing-library/react';
import type { TeamContact } from '@greatstep/shared/organisers';
import { api, renderAccount, signIn } from '../../../testing/render-account';

const person = (id: string, firstName: string, overrides: Partial<TeamContact> = {}): TeamContact => ({
  _id: id,
  firstName,
  lastName: 'Rao',
  email: `${firstName.toLowerCase()}@example.org`,
  mobile: '+91 98765-43210',
  collegeName: 'Hill Mining College',
  year: '2026',
  paymentState: 'verified',
  ...overrides,
});

describe("An event's teams, for organisers", () => {
  it('shows each team with its leader first, the members, their contacts and payments', async () => {
    signIn({ organiser: true });
    api.onGet('/organisers/events/Mine_CS/teams').reply(200, {
      success: true,
      event: { key: 'Mine_CS', name: 'Mine Case Study', teamSize: 4 },
      teams: [
        { _id: 't1', leader: person('u1', 'Asha'), members: [person('u2', 'Ravi', { paymentState: 'pending' })] },
      ],
    });
    renderAccount('/organisers/teams/Mine_CS');
    expect(await screen.findByRole('heading', { level: 1, name: 'Teams of Mine Case Study' })).toBeInTheDocument();
    expect(screen.getByText('1 team, up to 4 people each.')).toBeInTheDocument();
    const team = screen.getByRole('region', { name: 'Team of Asha Rao' });
    expect(within(team).getByRole('heading', { level: 2 })).toHaveTextContent('(2 of 4)');
    const rows = within(team).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Asha Raoleader');
    expect(within(rows[0]!).getByRole('link', { name: '+91 98765-43210' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    expect(rows[1]).toHaveTextContent('Ravi Rao');
    expect(rows[1]).toHaveTextContent('Pending');
    expect(screen.getByRole('button', { name: 'registrations-Mine_CS.csv' })).toBeInTheDocument();
  });

  it("shows the server's answer for an event it does not know", async () => {
    signIn({ organiser: true });
    api.onGet('/organisers/events/Nope/teams').reply(400, { success: false, message: 'Unknown event' });
    renderAccount('/organisers/teams/Nope');
    expect(await screen.findByText('Unknown event')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the overview' })).toHaveAttribute('href', '/organisers');
  });
});
