import { BrowserRouter } from 'react-router-dom';
import { StandaloneHeader } from '@greatstep/shared/standalone';
import { routes } from './route-paths';
import MarketingRoutes from './routes';

/** The sub-team's own dev page (`npm run dev -w mf-marketing`); inside the site the shell owns the router. */
export function StandaloneApp() {
  return (
    <BrowserRouter>
      <StandaloneHeader remote="marketing" routes={routes} />
      <main id="main">
        <MarketingRoutes />
      </main>
    </BrowserRouter>
  );
}
