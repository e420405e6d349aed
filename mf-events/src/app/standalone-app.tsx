import { BrowserRouter } from 'react-router-dom';
import { StandaloneHeader } from '@greatstep/shared/standalone';
import EventsRoutes from './routes';

const pages = [
  { to: '/great-step/events', label: 'Events' },
  { to: '/great-step/events/workshops', label: 'Workshops' },
  { to: '/great-step/events/panel-discussion', label: 'Panel Discussion' },
  { to: '/great-step/events/competitions/QS', label: 'Quiz Spiel' },
  { to: '/great-step/events/competitions/gth', label: 'Guess The Theme' },
];

/** The sub-team's own dev page (`npm run dev -w mf-events`); inside the site the shell owns the router. */
export function StandaloneApp() {
  return (
    <BrowserRouter>
      <StandaloneHeader remote="events" pages={pages} />
      <main id="main">
        <EventsRoutes />
      </main>
    </BrowserRouter>
  );
}
