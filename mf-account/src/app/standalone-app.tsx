// The site's theme and global styles, for this dev page only: inside the site the shell brings them.
import '@site-styles/theme.css';
import '@site-styles/global.css';
import { StandaloneApp as Standalone } from '@greatstep/shared/standalone';
import { routes } from './route-paths';
import AccountRoutes from './routes';

/** The sub-team's own dev page (`npm run dev -w mf-account`); inside the site the shell owns the router. */
export function StandaloneApp() {
  return (
    <Standalone remote="account" routes={routes}>
      <AccountRoutes />
    </Standalone>
  );
}
