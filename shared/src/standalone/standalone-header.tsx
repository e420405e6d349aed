import { NavLink } from 'react-router-dom';
import { standaloneCss } from './standalone-css';

export interface StandaloneHeaderProps {
  /** The remote's federation name. */
  remote: string;
  pages: ReadonlyArray<{ to: string; label: string }>;
}

/**
 * The header of a remote's standalone dev page (`npm run dev -w mf-…`), so that every page is one click away.
 * Inside the site the shell's navbar and theme apply instead; the composed site never loads this module.
 */
export function StandaloneHeader({ remote, pages }: StandaloneHeaderProps) {
  return (
    <header className="gs-standalone-header">
      {/* Inline, so the library needs no CSS loader of its own: it is built with tsc alone. */}
      <style>{standaloneCss}</style>
      <p>
        Remote <strong>{remote}</strong>, standalone
      </p>
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
