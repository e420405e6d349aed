import { screen, waitFor, within } from '@testing-library/react';
import { messages, userStore } from '@greatstep/shared';
import { paymentStatusWords } from '../../../lib/payment-status';
import { askEarly } from '../profile-page';
import { api, pastEveryTry, renderAccount, sampleUser, signIn } from '../../../testing/render-account';

const REFRESH = '/auth/updateUser/asha%40example.org';

function answerProfile(overrides: Parameters<typeof sampleUser>[0] = {}) {
  api.onGet(REFRESH).reply(200, { success: true, token: 'tok-1', user: sampleUser(overrides) });
}

const cell = (label: string) => within(screen.getByRole('row', { name: new RegExp(`^${label}`) })).getByRole('cell');

describe('Profile', () => {
  it('shows the loading animation, then the refreshed record', async () => {
    signIn({ firstName: 'Old' });
    answerProfile({ firstName: 'Asha', year: '', college: -1, otherCollege: 'Hill Mining College' });
    api.onGet('/auth/team/myTeams').reply(200, { success: true, teams: [] });
    renderAccount('/profile');
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Loading your profile');

    expect(await screen.findByText('Asha Rao')).toBeInTheDocument();
    expect(cell('First Name')).toHaveTextContent('Asha');
    expect(cell('Last Name')).toHaveTextContent('Rao');
    expect(cell('Email')).toHaveTextContent('asha@example.org');
    expect(cell('Mobile')).toHaveTextContent('9876543210');
    expect(cell('College')).toHaveTextContent('Hill Mining College');
    expect(cell('Year of Graduation')).toHaveTextContent('-');
    expect(userStore.get()?.firstName).toBe('Asha');
    expect(screen.getByRole('link', { name: 'Pay Now' })).toHaveAttribute('href', '/payment');
    expect(await screen.findByText('You have not registered for any event yet.')).toBeInTheDocument();
  });

  it('asks for the teams beside the refresh, not after it', async () => {
    signIn();
    let answerRefresh = () => {};
    api.onGet(REFRESH).reply(
      () =>
        new Promise((resolve) => {
          answerRefresh = () => resolve([200, { success: true, token: 'tok-1', user: sampleUser() }]);
        }),
    );
    api.onGet('/auth/team/myTeams').reply(200, { success: true, teams: [] });
    renderAccount('/profile');
    // The teams' request is on its way while the refresh still waits for its answer.
    await waitFor(() => expect(api.history.get.map((request) => request.url)).toContain('/auth/team/myTeams'));
    answerRefresh();
    expect(await screen.findByText('You have not registered for any event yet.')).toBeInTheDocument();
    expect(api.history.get.filter((request) => request.url === '/auth/team/myTeams')).toHaveLength(1);
  });

  it('names a listed college and shows the fee as paid once verified', async () => {
    signIn();
    answerProfile({ verified: true });
    api.onGet('/auth/team/myTeams').reply(200, { success: true, teams: [] });
    renderAccount('/profile');
    expect(await screen.findByText('Participation fee paid')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pay Now' })).not.toBeInTheDocument();
    expect(cell('College')).toHaveTextContent('Indian Institute of Technology Kharagpur');
  });

  it('shows the college as the API names it', async () => {
    signIn();
    answerProfile({ college: 7, collegeName: 'A College Named By The Server' });
    api.onGet('/auth/team/myTeams').reply(200, { success: true, teams: [] });
    renderAccount('/profile');
    expect(await screen.findByText('Asha Rao')).toBeInTheDocument();
    expect(cell('College')).toHaveTextContent('A College Named By The Server');
  });

  describe("the fee's state (docs/PRODUCT.md#payment-states)", () => {
    const REFERENCE = 'RCPT-2025-0042';
    const REASON = 'No payment with this id in our statement';

    async function openProfile(overrides: Parameters<typeof sampleUser>[0]) {
      signIn();
      answerProfile(overrides);
      api.onGet('/auth/team/myTeams').reply(200, { success: true, teams: [] });
      renderAccount('/profile');
      return screen.findByText('Asha Rao');
    }

    it('offers Pay Now while unpaid', async () => {
      await openProfile({ payment: { state: 'unpaid', reference: null, rejectionReason: null } });
      expect(screen.getByRole('link', { name: 'Pay Now' })).toHaveAttribute('href', '/payment');
      for (const words of [paymentStatusWords.pending, paymentStatusWords.verified, paymentStatusWords.rejected]) {
        expect(screen.queryByText(words)).not.toBeInTheDocument();
      }
    });

    it('shows a pending payment with its reference', async () => {
      await openProfile({ payment: { state: 'pending', reference: REFERENCE, rejectionReason: null } });
      expect(screen.getByText(paymentStatusWords.pending)).toBeInTheDocument();
      expect(screen.getByText(REFERENCE)).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Pay Now' })).not.toBeInTheDocument();
    });

    it('shows a verified payment as paid', async () => {
      await openProfile({
        verified: true,
        payment: { state: 'verified', reference: REFERENCE, rejectionReason: null },
      });
      expect(screen.getByText(paymentStatusWords.verified)).toBeInTheDocument();
      expect(screen.getByText(REFERENCE)).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Pay Now' })).not.toBeInTheDocument();
    });

    it("shows a rejected payment with the organiser's reason and the way to enter a new reference", async () => {
      await openProfile({ payment: { state: 'rejected', reference: REFERENCE, rejectionReason: REASON } });
      expect(screen.getByText(paymentStatusWords.rejected)).toBeInTheDocument();
      expect(screen.getByText(`Reason: ${REASON}`)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Enter the reference of a new payment' })).toHaveAttribute(
        'href',
        '/payment',
      );
      expect(screen.queryByRole('link', { name: 'Pay Now' })).not.toBeInTheDocument();
    });
  });

  it('lists the teams one line per event, linking to the event page', async () => {
    signIn();
    answerProfile();
    const me = { _id: sampleUser()._id, firstName: 'Asha', lastName: 'Rao', email: 'asha@example.org' };
    const other = { _id: 'b1', firstName: 'Ravi', lastName: 'K', email: 'ravi@example.org' };
    api.onGet('/auth/team/myTeams').reply(200, {
      success: true,
      teams: [
        { _id: 't1', event: 'Safety_Hunt', leader_id: me, members: [other] },
        { _id: 't2', event: 'Mineac', leader_id: other, members: [me] },
      ],
    });
    renderAccount('/profile');
    const list = within(await screen.findByRole('list'));
    expect(list.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Safety Hunt — leader, team of 2',
      'Mineac — member, team of 2',
    ]);
    expect(list.getByRole('link', { name: 'Safety Hunt' })).toHaveAttribute(
      'href',
      '/great-step/events/competitions/Safety_Hunt',
    );
  });

  it('clears the stored user with the message of docs/PRODUCT.md#profile when the refresh fails', async () => {
    signIn();
    api.onGet(REFRESH).reply(401, { success: false, message: 'Please sign in to continue' });
    renderAccount('/profile');
    expect(await screen.findByText(messages.profileRefreshFailed)).toBeInTheDocument();
    expect(userStore.get()).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
  });

  it('logs out on the server, clears the store and shows Sign In', async () => {
    signIn();
    answerProfile();
    api.onGet('/auth/team/myTeams').reply(200, { success: true, teams: [] });
    api.onPost('/auth/logout').reply(200, { success: true });
    const { user } = renderAccount('/profile');
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(userStore.get()).toBeNull();
    expect(api.history.post[0]?.headers?.Authorization).toBe('Bearer tok-1');
  });

  it('forgets the user even when the server cannot be reached, after trying a few seconds', async () => {
    jest.useFakeTimers();
    signIn();
    answerProfile();
    api.onGet('/auth/team/myTeams').reply(200, { success: true, teams: [] });
    api.onPost('/auth/logout').networkError();
    const { user } = renderAccount('/profile', { advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText(messages.retryingNoAnswer)).toBeInTheDocument();
    await pastEveryTry();
    await waitFor(() => expect(userStore.get()).toBeNull());
  });
});

describe('Profile asked for as its code arrives', () => {
  const asked = (url: string) => api.history.get.filter((request) => request.url === url);

  it('takes the answers asked for before it rendered, asking nothing twice', async () => {
    signIn();
    answerProfile({ firstName: 'Early' });
    api.onGet('/auth/team/myTeams').reply(200, { success: true, teams: [] });
    askEarly();
    // Both calls are on their way before React has rendered anything of the page.
    await waitFor(() => expect(asked(REFRESH)).toHaveLength(1));
    expect(asked('/auth/team/myTeams')).toHaveLength(1);

    renderAccount('/profile');
    expect(await screen.findByText('Early Rao')).toBeInTheDocument();
    expect(await screen.findByText('You have not registered for any event yet.')).toBeInTheDocument();
    expect(asked(REFRESH)).toHaveLength(1);
    expect(asked('/auth/team/myTeams')).toHaveLength(1);
  });

  it('asks anew for a user other than the one stored when its code arrived', async () => {
    signIn({ email: 'someone.else@example.org' });
    api.onGet(/\/auth\/updateUser\//).reply(200, { success: true, token: 'tok-1', user: sampleUser() });
    api.onGet('/auth/team/myTeams').reply(200, { success: true, teams: [] });
    askEarly();
    signIn();

    renderAccount('/profile');
    expect(await screen.findByText('Asha Rao')).toBeInTheDocument();
    expect(asked(REFRESH)).toHaveLength(1);
    expect(asked('/auth/updateUser/someone.else%40example.org')).toHaveLength(1);
  });
});
