import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MockAdapter from 'axios-mock-adapter';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { userStore, type User } from '@greatstep/shared';
import { apiClient } from '@greatstep/shared/api';
import AccountRoutes from '../app/routes';

/** The HTTP boundary: every test answers the API through this adapter on the shared client. */
export const api = new MockAdapter(apiClient);

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

export function sampleUser(overrides: Partial<User> = {}): User {
  return {
    _id: '3f0c9a52-7a4e-4a8e-9d55-2f4d1f1c2b11',
    firstName: 'Asha',
    lastName: 'Rao',
    userName: 'asha',
    email: 'asha@example.org',
    altEmail: '',
    mobile: '9876543210',
    altMobile: '',
    year: '2026',
    college: 1,
    otherCollege: '',
    verified: false,
    ...overrides,
  };
}

export function signIn(overrides: Partial<User> = {}, token = 'tok-1') {
  return userStore.setFromLogin({ token, user: sampleUser(overrides) });
}
