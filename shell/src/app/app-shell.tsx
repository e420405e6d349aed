import { toastSettings } from '@greatstep/shared';
import { ToastContainer } from 'react-toastify';
import { Intro } from '../features/intro/intro';
import { useIntro } from '../features/intro/use-intro';
import { RemotesProvider } from '../features/remotes/remotes-context';
import { AppRoutes } from './app-routes';
import './theme.css';
import './global.css';

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
        <AppRoutes />
      </div>
      <ToastContainer {...toastSettings} />
    </RemotesProvider>
  );
}
