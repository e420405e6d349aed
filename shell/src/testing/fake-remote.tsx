import { Route, Routes } from 'react-router-dom';

/** What loadRemote gives for `<remote>/routes`: a module whose default export renders absolute-path routes. */
export function fakeRemoteModule(routes: Record<string, string>) {
  function FakeRemoteRoutes() {
    return (
      <Routes>
        {Object.entries(routes).map(([path, title]) => (
          <Route key={path} path={path} element={<h1>{title}</h1>} />
        ))}
      </Routes>
    );
  }
  return { default: FakeRemoteRoutes };
}

export const fakeRemotes: Record<string, ReturnType<typeof fakeRemoteModule>> = {
  'marketing/routes': fakeRemoteModule({ '/': 'Home', '/tmes': 'TMES', '/aboutus': 'About Us' }),
  'events/routes': fakeRemoteModule({
    '/great-step/events': 'Events',
    '/great-step/events/competitions/:eventId': 'Event page',
  }),
  'account/routes': fakeRemoteModule({ '/signin': 'Sign In' }),
};
