import { userStore, type User } from '@greatstep/shared';
import { apiClient } from '@greatstep/shared/api';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MockAdapter from 'axios-mock-adapter';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import EventsRoutes from '../app/routes';
import { session } from './sample-data';

/** The API at the HTTP boundary: every test says what the server answers. */
export const api = new MockAdapter(apiClient);

afterEach(() => {
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
export function renderEvents(path: string, { signedIn }: { signedIn?: User } = {}) {
  if (signedIn) userStore.set(session(signedIn));
  const user = userEvent.setup();
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
