import { userStore, type User } from '@greatstep/shared';
import { apiClient, RETRY_WINDOW_MS } from '@greatstep/shared/api';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MockAdapter from 'axios-mock-adapter';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import EventsRoutes from '../app/routes';
import { session } from './sample-data';

/** The API at the HTTP boundary: every test says what the server answers. */
export const api = new MockAdapter(apiClient);

afterEach(() => {
  // A test that moved jest's clock (pastEveryTry) leaves the next one real time.
  jest.useRealTimers();
  api.reset();
  userStore.clear();
  sessionStorage.clear();
});

function SignInStub() {
  const { state } = useLocation() as { state: { from?: string; reason?: string } | null };
  return (
    <>
      <h1>Sign In stub{state?.from ? ` from ${state.from}` : ''}</h1>
      {state?.reason && <p>Reason: {state.reason}</p>}
    </>
  );
}

/**
 * The remote's routes at a path, inside a router and beside a toast container, as the shell renders them; `user`
 * is the keyboard and pointer (the same shape as every app's render helper).
 */
export function renderEvents(
  path: string,
  { signedIn, advanceTimers }: { signedIn?: User; advanceTimers?: (ms: number) => void } = {},
) {
  if (signedIn) userStore.set(session(signedIn));
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : undefined);
  const result = render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/signin" element={<SignInStub />} />
        <Route path="*" element={<EventsRoutes />} />
      </Routes>
      <ToastContainer />
    </MemoryRouter>,
  );
  return { user, ...result };
}

/** A toast's text, once it shows. */
export function findToast(text: string | RegExp) {
  return screen.findByText(text, { selector: '.Toastify__toast' });
}

/**
 * Under jest's fake timers, moves the clock past every retry of a press (docs/API.md#idempotency): a press that gets
 * no answer then shows the page's words for it. Render with `advanceTimers: jest.advanceTimersByTime`.
 */
export async function pastEveryTry(): Promise<void> {
  await act(() => jest.advanceTimersByTimeAsync(RETRY_WINDOW_MS));
}
