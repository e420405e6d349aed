import type { ReactNode } from 'react';
import { BrowserRouter, generatePath, Link, matchPath, Route, Routes, useLocation } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import type { RouteDeclarations } from '../react/declared-routes';
import { toastSettings } from '../toasts';
import { DevSignIn, SIGN_IN_PATH } from './dev-sign-in';
import { StandaloneHeader } from './standalone-header';

export interface StandaloneSiteProps {
  /** The remote's federation name. */
  remote: string;
  /** The remote's declared routes. */
  routes: RouteDeclarations;
  /** The remote's own <Routes>. */
  children: ReactNode;
}

/** Where the whole site runs on a developer's machine (`npm run dev` at the repository's root). */
export const COMPOSED_DEV_URL = 'http://localhost:3000';

const pagesOf = (routes: RouteDeclarations) =>
  Object.values(routes).map((route) => ({ to: generatePath(route.path, route.example ?? {}), label: route.label }));

/** `/` of the dev page: what this remote serves, one link each. */
function StartPage({ remote, routes }: Omit<StandaloneSiteProps, 'children'>) {
  return (
    <section className="gs-standalone-page" aria-labelledby="standalone-title">
      <h1 id="standalone-title">The {remote} remote</h1>
      <p>This dev server serves this remote's pages alone. Its pages:</p>
      <ul>
        {pagesOf(routes).map((page) => (
          <li key={page.to}>
            <Link to={page.to}>{page.label}</Link> <code>{page.to}</code>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A path another remote serves (its profile, say): says where it lives instead of a blank page. */
function ElsewhereStandIn({ remote }: { remote: string }) {
  const { pathname, search } = useLocation();
  const address = `${COMPOSED_DEV_URL}${pathname}${search}`;
  return (
    <section className="gs-standalone-page" aria-labelledby="elsewhere-title">
      <h1 id="elsewhere-title">Not a page of the {remote} remote</h1>
      <p>
        <code>{pathname}</code> belongs to another part of the site. Run the whole site (<code>npm run dev</code> at the
        repository&apos;s root) and open <a href={address}>{address}</a>.
      </p>
      <p>
        <Link to="/">The {remote} remote&apos;s pages</Link>
      </p>
    </section>
  );
}

/** The body of the dev page, inside a router: the start page, the remote's own pages, and a stand-in for the rest. */
export function StandaloneSite({ remote, routes, children }: StandaloneSiteProps) {
  const { pathname } = useLocation();
  const own = Object.values(routes).some((route) => matchPath(route.path, pathname) !== null);
  return (
    <>
      <StandaloneHeader remote={remote} routes={routes} />
      <main id="main">
        {own ? (
          children
        ) : (
          <Routes>
            <Route path="/" element={<StartPage remote={remote} routes={routes} />} />
            <Route path={SIGN_IN_PATH} element={<DevSignIn remote={remote} composedUrl={COMPOSED_DEV_URL} />} />
            <Route path="*" element={<ElsewhereStandIn remote={remote} />} />
          </Routes>
        )}
      </main>
      <ToastContainer {...toastSettings} />
    </>
  );
}

/**
 * A remote's own dev page (`npm run dev -w mf-…`); inside the site the shell owns the router, the
 * toasts and the styles. The remote's bootstrap imports the site's global styles beside it.
 */
export function StandaloneApp(props: StandaloneSiteProps) {
  return (
    <BrowserRouter>
      <StandaloneSite {...props} />
    </BrowserRouter>
  );
}
