import { NavLink } from 'react-router-dom';
import './standalone.css';

interface StandaloneHeaderProps {
  remote: string;
  pages: ReadonlyArray<{ to: string; label: string }>;
}

/** A bare header for the remote's standalone dev page, so every page is one click away. */
export function StandaloneHeader({ remote, pages }: StandaloneHeaderProps) {
  return (
    <header className="gs-standalone-header">
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
