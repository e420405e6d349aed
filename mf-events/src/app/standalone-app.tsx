import { BrowserRouter } from 'react-router-dom';
import { StandaloneHeader } from '@greatstep/shared/standalone';
import EventsRoutes from './routes';

const pages = [
  { to: '/great-step/events', label: 'Events' },
  { to: '/great-step/events/workshops', label: 'Workshops' },
  { to: '/great-step/events/panel-discussion', label: 'Panel Discussion' },
  { to: '/great-step/events/competitions/QS', label: 'Quiz Spiel' },
  { to: '/great-step/events/competitions/Mineac', label: 'Mineac' },
  { to: '/great-step/events/competitions/MS', label: 'Mine Shot' },
  { to: '/great-step/events/competitions/gth', label: 'Guess The Theme' },
  { to: '/great-step/events/competitions/quiz', label: 'Quizomania' },
  { to: '/great-step/events/competitions/code_ext', label: 'Coming soon' },
  { to: '/great-step/events/competitions/Pitch_Perfect', label: 'Detail page' },
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
