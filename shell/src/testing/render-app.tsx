import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppShell } from '../app/app-shell';
import { INTRO_PLAYED_KEY } from '../features/intro/intro-timing';

/** Renders the whole shell at a path; the intro is skipped unless asked for. */
export function renderApp(path: string, { intro = false }: { intro?: boolean } = {}) {
  if (intro) sessionStorage.removeItem(INTRO_PLAYED_KEY);
  else sessionStorage.setItem(INTRO_PLAYED_KEY, '1');
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppShell />
    </MemoryRouter>,
  );
}
