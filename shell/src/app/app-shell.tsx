import { Intro } from '../features/intro/intro';
import { useIntro } from '../features/intro/use-intro';
import { OverridesBanner } from '../features/overrides-banner/overrides-banner';
import { LazyToastContainer } from '../features/toasts/lazy-toast-container';
import { RemotesProvider } from '../lib/remotes';
import { AppRoutes } from './app-routes';
import '../styles/theme.css';
import '../styles/global.css';

/**
 * Everything inside the router. The app renders beneath the intro from the first moment, so the current page's
 * remote loads while the intro plays; `inert` keeps it out of reach until the intro ends.
 */
export function AppShell() {
  const intro = useIntro();
  return (
    <RemotesProvider>
      {intro.playing && <Intro onDone={intro.finish} />}
      <div inert={intro.playing}>
        <OverridesBanner />
        <AppRoutes />
      </div>
      <LazyToastContainer />
    </RemotesProvider>
  );
}
