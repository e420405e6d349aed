import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MockAdapter from 'axios-mock-adapter';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { apiClient } from '../../api';
import { userStore } from '../../store';
import { sampleLogin } from '../../testing';
import { useCurUser } from '../../react';
import { StandaloneSite } from '..';

const api = new MockAdapter(apiClient);

afterEach(() => {
  api.reset();
  userStore.clear();
});

/** A page of the remote for signed-in people, as the team panel is: it shows who is signed in. */
function TeamPanel() {
  const signedIn = useCurUser();
  return <h1>{signedIn ? `Team panel of ${signedIn.email}` : 'A competition'}</h1>;
}

function CurrentPath() {
  return <output aria-label="Current path">{useLocation().pathname}</output>;
}

const routes = {
  events: { path: '/great-step/events', label: 'Events' },
  competition: { path: '/great-step/events/competitions/:id', label: 'A competition', example: { id: 'Geobotics' } },
};

function renderDevPage(path: string | { pathname: string; state: unknown }) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <StandaloneSite remote="events" routes={routes}>
        <Routes>
          <Route path="/great-step/events" element={<h1>Events</h1>} />
          <Route path="/great-step/events/competitions/:id" element={<TeamPanel />} />
        </Routes>
      </StandaloneSite>
      <CurrentPath />
    </MemoryRouter>,
  );
}

// The dev page README names was once empty at /, and a Register led to a blank /signin.
describe("a remote's standalone dev page", () => {
  it('starts with a page that lists the remote’s pages, each a link', async () => {
    const user = userEvent.setup();
    renderDevPage('/');
    expect(screen.getByRole('heading', { level: 1, name: 'The events remote' })).toBeInTheDocument();
    const start = screen.getByRole('region', { name: 'The events remote' });
    expect(
      within(start)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/great-step/events', '/great-step/events/competitions/Geobotics']);
    await user.click(within(start).getByRole('link', { name: 'A competition' }));
    expect(screen.getByRole('heading', { level: 1, name: 'A competition' })).toBeInTheDocument();
  });

  it("says where another remote's page lives instead of a blank page", () => {
    renderDevPage('/profile');
    expect(screen.getByRole('heading', { level: 1, name: 'Not a page of the events remote' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'http://localhost:3000/profile' })).toHaveAttribute(
      'href',
      'http://localhost:3000/profile',
    );
    expect(screen.getByRole('link', { name: "The events remote's pages" })).toHaveAttribute('href', '/');
  });

  it('signs in to the dev API from Register’s sign-in, and goes back to the page, now signed in', async () => {
    const user = userEvent.setup();
    api.onPost('/auth/login').reply(200, { success: true, message: 'Login Successfull', ...sampleLogin() });
    renderDevPage({
      pathname: '/signin',
      state: { from: '/great-step/events/competitions/Geobotics', reason: 'Sign in to register for Geobotics' },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to the dev API' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to register for Geobotics')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), ' asha@example.org ');
    await user.type(screen.getByLabelText('Password'), 'Secret12');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Team panel of asha@example.org' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Current path')).toHaveTextContent('/great-step/events/competitions/Geobotics');
    expect(JSON.parse(String(api.history.post[0]?.data))).toEqual({ email: 'asha@example.org', password: 'Secret12' });
    // The header says who is signed in, and signs out: the page for visitors is one click away.
    expect(screen.getByText(/Signed in as asha@example\.org/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(screen.getByRole('heading', { level: 1, name: 'A competition' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
  });

  it('shows the API’s refusal, and says how to reach an API when none answers', async () => {
    const user = userEvent.setup();
    api.onPost('/auth/login').replyOnce(401, { success: false, message: 'Invalid email or password' });
    renderDevPage('/signin');
    await user.type(screen.getByLabelText('Email'), 'asha@example.org');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    api.onPost('/auth/login').networkError();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The API did not answer');
    expect(screen.getByRole('alert')).toHaveTextContent('DEV_API_URL');
    expect(userStore.get()).toBeNull();
  });

  it('shows its own pages as they are', () => {
    renderDevPage('/great-step/events');
    expect(screen.getByRole('heading', { level: 1, name: 'Events' })).toBeInTheDocument();
    expect(screen.queryByText(/Not a page/)).not.toBeInTheDocument();
  });
});
