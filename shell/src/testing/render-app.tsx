import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AppShell } from '../app/app-shell';
import { INTRO_PLAYED_KEY } from '../features/intro/intro-timing';

/** Renders the whole shell at a path, and gives its `user`; the intro is skipped unless asked for. */
export function renderApp(
  path: string,
  { intro = false, advanceTimers }: { intro?: boolean; advanceTimers?: (ms: number) => void } = {},
) {
  if (intro) sessionStorage.removeItem(INTRO_PLAYED_KEY);
  else sessionStorage.setItem(INTRO_PLAYED_KEY, '1');
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : undefined);
  return {
    user,
    ...render(
      <MemoryRouter initialEntries={[path]}>
        <AppShell />
      </MemoryRouter>,
    ),
  };
}
