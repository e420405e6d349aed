import { BrowserRouter } from 'react-router-dom';
import { StandaloneHeader } from '@greatstep/shared/standalone';
import { routes } from './route-paths';
import EventsRoutes from './routes';

/** The sub-team's own dev page (`npm run dev -w mf-events`); inside the site the shell owns the router. */
export function StandaloneApp() {
  return (
    <BrowserRouter>
      <StandaloneHeader remote="events" routes={routes} />
      <main id="main">
        <EventsRoutes />
      </main>
    </BrowserRouter>
  );
}
