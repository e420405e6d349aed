// The site's theme and global styles, for this dev page only: inside the site the shell brings them.
import '@site-styles/theme.css';
import '@site-styles/global.css';
import { StandaloneApp as Standalone } from '@greatstep/shared/standalone';
import { routes } from './route-paths';
import MarketingRoutes from './routes';

/** The sub-team's own dev page (`npm run dev -w mf-marketing`); inside the site the shell owns the router. */
export function StandaloneApp() {
  return (
    <Standalone remote="marketing" routes={routes}>
      <MarketingRoutes />
    </Standalone>
  );
}
