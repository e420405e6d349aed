import { useCurUser } from '@greatstep/shared/react';
import { useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { accountLink, accountLinkActiveOn, mainLinks } from '../../content/nav-links';
import { isActiveOn } from './active-link';
import styles from './navbar.module.css';
import { useActiveIndicator } from './use-active-indicator';
import { useMenu } from './use-menu';

const LINKS_ID = 'site-nav-links';

export function Navbar() {
  const { pathname } = useLocation();
  const user = useCurUser();
  const menu = useMenu();
  const listRef = useRef<HTMLUListElement>(null);

  const last = user ? accountLink.signedIn : accountLink.signedOut;
  const links = [
    ...mainLinks.map((link) => ({ to: link.to, label: link.label, active: isActiveOn(link.activeOn, pathname) })),
    { to: last.to, label: last.label, active: isActiveOn(accountLinkActiveOn, pathname) },
  ];
  const activeKey = links.find((link) => link.active)?.label ?? null;
  const indicator = useActiveIndicator(listRef, activeKey);

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to="/" className={styles.brand} aria-label="GreatStep 2025, home">
          <span className={styles.brandMark} aria-hidden="true" />
          <span aria-hidden="true">
            GREAT<span className={styles.brandAccent}>STEP</span>
          </span>
        </Link>
        <button
          ref={menu.buttonRef}
          type="button"
          className={styles.menuButton}
          aria-expanded={menu.open}
          aria-controls={LINKS_ID}
          onClick={menu.toggle}
        >
          <span className={styles.menuIcon} aria-hidden="true" data-open={menu.open} />
          Menu
        </button>
        <nav className={styles.nav} aria-label="Main">
          <ul id={LINKS_ID} ref={listRef} className={styles.links} data-open={menu.open}>
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={styles.link} aria-current={link.active ? 'page' : undefined}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          {indicator && (
            <span
              className={styles.indicator}
              aria-hidden="true"
              style={{ transform: `translateX(${indicator.left}px)`, width: `${indicator.width}px` }}
            />
          )}
        </nav>
      </div>
    </header>
  );
}
