import { BrowserRouter } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { toastSettings } from '@greatstep/shared';
import { StandaloneHeader } from '@greatstep/shared/standalone';
import { routes } from './route-paths';
import AccountRoutes from './routes';

/** The sub-team's own dev page (`npm run dev -w mf-account`); inside the site the shell owns the router. */
export function StandaloneApp() {
  return (
    <BrowserRouter>
      <StandaloneHeader remote="account" routes={routes} />
      <main id="main">
        <AccountRoutes />
      </main>
      <ToastContainer {...toastSettings} />
    </BrowserRouter>
  );
}
