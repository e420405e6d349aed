import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MockAdapter from 'axios-mock-adapter';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { userStore, type User } from '@greatstep/shared';
import { sampleLogin, sampleUser } from '@greatstep/shared/testing';
import { apiClient } from '@greatstep/shared/api';
import { preloadAllPages } from '../app/pages';
import AccountRoutes from '../app/routes';

export { sampleUser };

/** The HTTP boundary: every test answers the API through this adapter on the shared client. */
export const api = new MockAdapter(apiClient);

// Pages load apart in the browser (app/pages.tsx); here they are all in before a test renders, so each test sees
// its page at once. The loading state between the chunks is the browser journeys' to see.
beforeAll(() => preloadAllPages());

afterEach(() => {
  api.reset();
  localStorage.clear();
  sessionStorage.clear();
});

function WhereAmI() {
  return <output aria-label="Current path">{useLocation().pathname}</output>;
}

/** The account routes as the shell mounts them, with a toast container and a home page to land on. */
export function renderAccount(
  path: string | { pathname: string; state?: unknown },
  options: { advanceTimers?: (ms: number) => void } = {},
) {
  const user = userEvent.setup(options.advanceTimers ? { advanceTimers: options.advanceTimers } : undefined);
  const result = render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/" element={<h1>Home</h1>} />
        <Route path="*" element={<AccountRoutes />} />
      </Routes>
      <WhereAmI />
      <ToastContainer />
    </MemoryRouter>,
  );
  return { user, ...result };
}

export function signIn(overrides: Partial<User> = {}, token = 'tok-1') {
  return userStore.setFromLogin(sampleLogin(overrides, token));
}
