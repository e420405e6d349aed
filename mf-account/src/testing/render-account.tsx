import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MockAdapter from 'axios-mock-adapter';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { userStore, type User } from '@greatstep/shared';
import { sampleLogin, sampleUser } from '@greatstep/shared/testing';
import { apiClient, RETRY_WINDOW_MS } from '@greatstep/shared/api';
import { preloadAllPages } from '../app/pages';
import AccountRoutes from '../app/routes';

export { sampleUser };

/** The HTTP boundary: every test answers the API through this adapter on the shared client. */
export const api = new MockAdapter(apiClient);

// Pages load apart in the browser (app/pages.tsx); here they are all in before a test renders, so each test sees
// its page at once. The loading state between the chunks is the browser journeys' to see.
beforeAll(() => preloadAllPages());

afterEach(() => {
  // A test that moved jest's clock (pastEveryTry) leaves the next one real time.
  jest.useRealTimers();
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

/**
 * Under jest's fake timers, moves the clock past every retry of a press (docs/API.md#idempotency): a press that gets
 * no answer then shows the page's words for it. Render with `advanceTimers: jest.advanceTimersByTime`.
 */
export async function pastEveryTry(): Promise<void> {
  await act(() => jest.advanceTimersByTimeAsync(RETRY_WINDOW_MS));
}
