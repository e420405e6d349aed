import { generatePath, NavLink } from 'react-router-dom';
import type { RouteDeclarations } from '../react/declared-routes';
import { DevSession } from './dev-sign-in';
import { standaloneCss } from './standalone-css';

export interface StandaloneHeaderProps {
  /** The remote's federation name. */
  remote: string;
  /** The remote's declared routes: each one becomes a link, parameters filled with its example values. */
  routes: RouteDeclarations;
}

/**
 * The header of a remote's standalone dev page (`npm run dev -w mf-…`), so that every page is one click away.
 * Inside the site the shell's navbar and theme apply instead; the composed site never loads this module.
 */
export function StandaloneHeader({ remote, routes }: StandaloneHeaderProps) {
  const pages = Object.values(routes).map((route) => ({
    to: generatePath(route.path, route.example ?? {}),
    label: route.label,
  }));
  return (
    <header className="gs-standalone-header">
      {/* Inline, so the library needs no CSS loader of its own: it is built with tsc alone. */}
      <style>{standaloneCss}</style>
      <p>
        Remote <strong>{remote}</strong>, standalone
      </p>
      <DevSession />
      <nav aria-label="Pages of this remote">
        <ul>
          {pages.map((page) => (
            <li key={page.to}>
              <NavLink to={page.to} end>
                {page.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
