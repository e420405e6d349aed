import { screen, waitFor, within } from '@testing-library/react';
import { api, renderAccount, sampleUser, signIn } from '../../../testing/render-account';
import { notAnOrganiser } from '../require-organiser';
import { summary } from './organiser-answers';

const emptyAudit = { success: true, records: [], total: 0, page: 1, pageSize: 10 };

describe("The organisers' area", () => {
  it('sends a visitor to Sign In', async () => {
    renderAccount('/organisers');
    expect(await screen.findByLabelText('Current path')).toHaveTextContent('/signin');
  });

  it('tells a student it is for organisers, and asks the server nothing', async () => {
    signIn({ organiser: false });
    renderAccount('/organisers/registrations');
    expect(await screen.findByRole('alert')).toHaveTextContent(notAnOrganiser);
    expect(screen.getByRole('link', { name: 'your profile' })).toHaveAttribute('href', '/profile');
    expect(api.history.get).toHaveLength(0);
  });

  it('is reached from the profile of an organiser only', async () => {
    signIn({ organiser: true });
    api
      .onGet('/auth/updateUser/asha%40example.org')
      .reply(200, { success: true, token: 'tok-1', user: sampleUser({ organiser: true }) });
    api.onGet('/auth/team/myTeams').reply(200, { success: true, teams: [] });
    const { user } = renderAccount('/profile');
    await user.click(await screen.findByRole('link', { name: "Organisers' area" }));
    expect(screen.getByLabelText('Current path')).toHaveTextContent(/^\/organisers$/);
  });

  it("has no way in from a student's profile", async () => {
    signIn();
    api.onGet('/auth/updateUser/asha%40example.org').reply(200, { success: true, token: 'tok-1', user: sampleUser() });
    api.onGet('/auth/team/myTeams').reply(200, { success: true, teams: [] });
    renderAccount('/profile');
    expect(await screen.findByText('You have not registered for any event yet.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: "Organisers' area" })).not.toBeInTheDocument();
  });

  it('answers a path of the area that is none of its pages with the 404 page', async () => {
    signIn({ organiser: true });
    renderAccount('/organisers/no-such-page');
    expect(await screen.findByText("This Page Doesn't Exist")).toBeInTheDocument();
    expect(api.history.get).toHaveLength(0);
  });

  it('shows the counts, each payment state leading to its list, and the teams per event', async () => {
    signIn({ organiser: true });
    api.onGet('/organisers/summary').reply(200, summary);
    api.onGet('/organisers/audit').reply(200, emptyAudit);
    renderAccount('/organisers');

    const counts = await screen.findByRole('region', { name: 'Counts' });
    const count = (term: string) => within(counts).getByText(term).nextElementSibling;
    expect(count('Accounts')).toHaveTextContent('42');
    expect(count('Payments pending')).toHaveTextContent('7');
    expect(within(count('Payments pending') as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      '/organisers/registrations?state=pending',
    );
    expect(count('Payments verified')).toHaveTextContent('12');
    expect(count('Fees received')).toHaveTextContent('₹10,800');

    const events = screen.getByRole('region', { name: 'Teams per event' });
    const row = within(events).getByRole('row', { name: /Mine Case Study/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', '9', 'up to 4', 'CSV']);
    expect(within(row).getByRole('link', { name: 'Mine Case Study' })).toHaveAttribute(
      'href',
      '/organisers/teams/Mine_CS',
    );
    expect(
      within(screen.getByRole('region', { name: "Record of organisers' actions" })).getByText(/No organiser/),
    ).toBeVisible();
  });

  it("shows the server's refusal with a way to ask again", async () => {
    signIn({ organiser: true });
    api.onGet('/organisers/summary').replyOnce(403, { success: false, message: 'Only organisers can do this' });
    api.onGet('/organisers/summary').reply(200, summary);
    api.onGet('/organisers/audit').reply(200, emptyAudit);
    const { user } = renderAccount('/organisers');
    const refusal = await screen.findByText('Only organisers can do this');
    await user.click(
      within(refusal.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Try again' }),
    );
    expect(await screen.findByRole('region', { name: 'Counts' })).toBeInTheDocument();
  });

  it('lists the record of organisers’ actions, newest first, ten a page', async () => {
    signIn({ organiser: true });
    api.onGet('/organisers/summary').reply(200, summary);
    const record = (n: number) => ({
      _id: `a${n}`,
      at: '2025-02-01T10:00:00.000Z',
      actor: 'desk@example.org',
      actorId: 'o1',
      action: 'payment.reject',
      targetId: 'u1',
      target: `student${n}@example.org`,
      before: { paymentState: 'pending' },
      after: { paymentState: 'rejected', paymentRejectionReason: 'No such payment' },
    });
    api.onGet('/organisers/audit', { params: { page: 1, pageSize: 10 } }).reply(200, {
      success: true,
      records: [record(1)],
      total: 11,
      page: 1,
      pageSize: 10,
    });
    api.onGet('/organisers/audit', { params: { page: 2, pageSize: 10 } }).reply(200, {
      success: true,
      records: [record(11)],
      total: 11,
      page: 2,
      pageSize: 10,
    });
    const { user } = renderAccount('/organisers');
    const section = await screen.findByRole('region', { name: "Record of organisers' actions" });
    const entry = await within(section).findByRole('listitem');
    expect(entry).toHaveTextContent('desk@example.org rejected the payment of student1@example.org');
    expect(entry).toHaveTextContent('paymentState: pending → rejected; paymentRejectionReason: — → No such payment');
    await user.click(within(section).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(section).getByRole('listitem')).toHaveTextContent('student11@example.org'));
    expect(within(section).getByText('Page 2 of 2')).toBeInTheDocument();
  });

  it('says which file an organiser downloaded and how many rows it held', async () => {
    signIn({ organiser: true });
    api.onGet('/organisers/summary').reply(200, summary);
    api.onGet('/organisers/audit').reply(200, {
      success: true,
      records: [
        {
          _id: 'e1',
          at: '2025-02-01T10:00:00.000Z',
          actor: 'desk@example.org',
          actorId: 'o1',
          action: 'export',
          targetId: null,
          target: 'registrations.csv',
          before: null,
          after: { rows: 12, event: 'Mine_CS' },
        },
      ],
      total: 1,
      page: 1,
      pageSize: 10,
    });
    renderAccount('/organisers');
    const section = await screen.findByRole('region', { name: "Record of organisers' actions" });
    expect(await within(section).findByRole('listitem')).toHaveTextContent(
      'desk@example.org downloaded registrations.csv12 rows; event Mine_CS',
    );
  });
});

describe("The record of organisers' actions", () => {
  it('says in words who was made a releaser of which remote, and who no longer is', async () => {
    signIn({ organiser: true });
    api.onGet('/organisers/summary').reply(200, summary);
    const change = (action: string, before: string[], after: string[]) => ({
      _id: action,
      at: '2025-02-01T10:00:00.000Z',
      actor: 'npm run admin',
      actorId: null,
      action,
      targetId: 'u1',
      target: 'meera@example.org',
      before: { releases: before },
      after: { releases: after },
    });
    api.onGet('/organisers/audit').reply(200, {
      success: true,
      records: [change('releaser.revoke', ['events'], []), change('releaser.grant', [], ['events'])],
      total: 2,
      page: 1,
      pageSize: 10,
    });
    renderAccount('/organisers');
    const section = await screen.findByRole('region', { name: "Record of organisers' actions" });
    const [revoked, granted] = await within(section).findAllByRole('listitem');
    expect(granted).toHaveTextContent('npm run admin made a releaser: meera@example.org');
    expect(granted).toHaveTextContent('releases: [] → ["events"]');
    expect(revoked).toHaveTextContent('npm run admin removed as releaser: meera@example.org');
  });
});
