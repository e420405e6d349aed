import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import EventsRoutes from '../routes';

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <EventsRoutes />
    </MemoryRouter>,
  );
}

test.each([
  ['/great-step/events', 'Competitions'],
  ['/great-step/events/competitions', 'Competitions'],
  ['/great-step/events/workshops', 'Workshops'],
  ['/great-step/events/panel-discussion', 'Panel Discussion'],
])('%s shows the Events page with the %s tab selected', (path, tab) => {
  renderAt(path);
  expect(screen.getByRole('heading', { level: 1, name: 'Events' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: tab })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: tab })).toHaveAttribute('aria-current', 'page');
  expect(screen.getAllByRole('link').filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
});

test.each([
  ['/great-step/events/competitions/QS', 'Quiz Spiel'],
  ['/great-step/events/competitions/Mine-A-Thon', 'Mine-A-Thon'],
  ['/great-step/events/competitions/no-such-event', 'Event not found'],
])('%s names the event: %s', (path, title) => {
  renderAt(path);
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
});
