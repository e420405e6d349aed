import { Route, Routes, useLocation } from 'react-router-dom';
import { findRouteOwner } from '../config/route-table';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { RemotePage } from '../features/remotes/remote-page';
import { Layout } from './layout';

/**
 * Picks the remote that owns the path (SPEC §2 route table). The remote's own <Routes> sits under this root splat,
 * so it sees the full pathname and matches its absolute paths.
 */
function RemoteForPath() {
  const owner = findRouteOwner(useLocation().pathname);
  // Keyed by remote: a new Suspense boundary shows its loading state at once, even inside the router's
  // transition, instead of leaving the previous section on screen while the next one loads.
  return owner ? <RemotePage key={owner} remote={owner} /> : <NotFoundPage />;
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
