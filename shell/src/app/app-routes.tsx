import { Route, Routes, useLocation } from 'react-router-dom';
import { LoadingState } from '@greatstep/shared/react';
import { ProblemPanel } from '../components/problem-panel';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { RemoteListFailed, RemotePage } from '../features/remote-page/remote-page';
import { useRemotes } from '../lib/remotes';
import { Layout } from './layout';

/**
 * Picks the remote whose published paths claim the path. The remote's own <Routes> sits under this root splat
 * route, so it sees the full pathname and matches its absolute paths.
 */
function RemoteForPath() {
  const { pathname } = useLocation();
  const { resolve, retryConfig, retryList } = useRemotes();
  const resolution = resolve(pathname);
  switch (resolution.kind) {
    case 'waiting':
      return <LoadingState layout="page" label="Loading…" />;
    case 'config-failed':
      return (
        <ProblemPanel
          title="The site could not be loaded"
          detail="The list of the site's sections could not be fetched. Check your connection, then try again."
          onRetry={retryConfig}
        />
      );
    case 'list-failed':
      return (
        <RemoteListFailed
          remote={resolution.remote}
          refusedOrigin={resolution.refusedOrigin}
          refusedByServer={resolution.refusedByServer}
          onRetry={() => retryList(resolution.remote)}
        />
      );
    case 'not-found':
      return <NotFoundPage />;
    case 'remote':
      // Keyed by remote: a new Suspense boundary shows its loading state at once, even inside the router's
      // transition, instead of leaving the previous section on screen while the next one loads.
      return <RemotePage key={resolution.remote} remote={resolution.remote} />;
  }
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path="*" element={<RemoteForPath />} />
      </Route>
    </Routes>
  );
}
