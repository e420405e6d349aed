import { useCurUser } from '@greatstep/shared/react';
import { useContext, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { FRAME_MARKERS, PrerenderedFrame } from '../../lib/prerender/prerendered-frame';
import { accountLink, mainLinks } from '../../content/nav-links';
import { useRemotes } from '../../lib/remotes';
import { isActiveOn } from './active-link';
import styles from './navbar.module.css';
import { useActiveIndicator } from './use-active-indicator';
import { useHeightVariable } from './use-height-variable';
import { useMenu } from './use-menu';

const LINKS_ID = 'site-nav-links';

export function Navbar() {
  const { pathname } = useLocation();
  const user = useCurUser();
  const headerRef = useHeightVariable<HTMLElement>('--gs-nav-height');
  const { open: menuOpen, toggle: toggleMenu, buttonRef: menuButtonRef } = useMenu(headerRef);
  const listRef = useRef<HTMLUListElement>(null);

  const { links: published, resolve } = useRemotes();
  const prerendered = useContext(PrerenderedFrame);

  const last = user ? accountLink.signedIn : accountLink.signedOut;
  // A link whose remote has not published it yet (its list is on its way, or failed) waits as plain text.
  const links = [...mainLinks, last].map(({ link, label, wholeRemote }) => {
    const target = published[link];
    return {
      label,
      to: target?.path ?? null,
      active: target ? isActiveOn(target, wholeRemote, pathname, resolve) : false,
    };
  });
  const activeKey = links.find((link) => link.active)?.label ?? null;
  const home = published['home']?.path;
  const indicator = useActiveIndicator(listRef, activeKey);

  return (
    <header ref={headerRef} className={styles.header}>
      <div className={styles.bar}>
        {home !== undefined ? (
          <Link to={home} className={styles.brand} aria-label="GreatStep 2025, home">
            <Brand />
          </Link>
        ) : (
          <span className={styles.brand}>
            <Brand />
          </span>
        )}
        {prerendered ? (
          // Before the scripts have come, Menu is a link to the list, which opens as its target (navbar.module.css).
          <a href={`${FRAME_MARKERS.page}#${LINKS_ID}`} className={styles.menuButton}>
            <span className={styles.menuIcon} aria-hidden="true" data-open={false} />
            Menu
          </a>
        ) : (
          <button
            ref={menuButtonRef}
            type="button"
            className={styles.menuButton}
            aria-expanded={menuOpen}
            aria-controls={LINKS_ID}
            onClick={toggleMenu}
          >
            <span className={styles.menuIcon} aria-hidden="true" data-open={menuOpen} />
            Menu
          </button>
        )}
        <nav className={styles.nav} aria-label="Main">
          <ul id={LINKS_ID} ref={listRef} className={styles.links} data-open={menuOpen}>
            {links.map((link) => (
              <li key={link.label}>
                {link.to === null ? (
                  <span className={styles.link}>{link.label}</span>
                ) : (
                  <Link
                    to={link.to}
                    className={styles.link}
                    aria-current={link.active ? 'page' : undefined}
                    // The server marks the page's own link in a prerendered frame (api/src/site/page-frame.ts).
                    {...(prerendered && { 'data-gs-nav': '' })}
                  >
                    {link.label}
                  </Link>
                )}
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

function Brand() {
  return (
    <>
      <span className={styles.brandMark} aria-hidden="true" />
      <span aria-hidden="true">
        GREAT<span className={styles.brandAccent}>STEP</span>
      </span>
    </>
  );
}
