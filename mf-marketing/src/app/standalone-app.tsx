import { BrowserRouter } from 'react-router-dom';
import { StandaloneHeader } from '@greatstep/shared/standalone';
import MarketingRoutes from './routes';

const pages = [
  { to: '/', label: 'Home' },
  { to: '/tmes', label: 'TMES' },
  { to: '/aboutus', label: 'About Us' },
  { to: '/sample', label: 'Sample' },
];

/** The sub-team's own dev page (`npm run dev -w mf-marketing`); inside the site the shell owns the router. */
export function StandaloneApp() {
  return (
    <BrowserRouter>
      <StandaloneHeader remote="marketing" pages={pages} />
      <main id="main">
        <MarketingRoutes />
      </main>
    </BrowserRouter>
  );
}
