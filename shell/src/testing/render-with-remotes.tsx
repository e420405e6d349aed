import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { RemotesProvider } from '../lib/remotes';

/** A part of the frame (`ui`) at a path, with the remotes' published links from serveRemotesJson(). */
export function renderWithRemotes(path: string, { ui }: { ui: ReactNode }) {
  const user = userEvent.setup();
  return {
    user,
    ...render(
      <MemoryRouter initialEntries={[path]}>
        <RemotesProvider>{ui}</RemotesProvider>
      </MemoryRouter>,
    ),
  };
}
