import { useContext } from 'react';
import { Outlet } from 'react-router-dom';
import { FocusPageHeading } from '../components/focus-page-heading';
import { ScrollToTop } from '../components/scroll-to-top';
import { Footer } from '../features/footer/footer';
import { Navbar } from '../features/navbar/navbar';
import { RouteChangeSignal } from '../features/toasts/route-change-signal';
import styles from './layout.module.css';
import { FRAME_MARKERS, PrerenderedFrame } from '../lib/prerender/prerendered-frame';

/** The frame around every page: skip link, navigation bar, the page, footer. */
export function Layout() {
  // The page's <base href="/"> resolves a bare #main against the home page: prerendered, where the link is followed
  // by the browser alone, it names its page's path (the server writes it in).
  const skipTarget = useContext(PrerenderedFrame) ? `${FRAME_MARKERS.page}#main` : '#main';
  return (
    <div className={styles.layout}>
      <ScrollToTop />
      <RouteChangeSignal />
      <FocusPageHeading />
      <a className={styles.skipLink} href={skipTarget}>
        Skip to content
      </a>
      <Navbar />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
