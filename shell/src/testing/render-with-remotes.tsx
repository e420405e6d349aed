import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { RemotesProvider } from '../lib/remotes';

/** A part of the frame at a path, with the remotes' published links from serveRemotesJson(). */
export function renderWithRemotes(ui: ReactNode, path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <RemotesProvider>{ui}</RemotesProvider>
    </MemoryRouter>,
  );
}
