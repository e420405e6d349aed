import { Outlet } from 'react-router-dom';
import { FocusPageHeading } from '../components/focus-page-heading';
import { ScrollToTop } from '../components/scroll-to-top';
import { Footer } from '../features/footer/footer';
import { Navbar } from '../features/navbar/navbar';
import { RouteChangeSignal } from '../features/toasts/route-change-signal';
import styles from './layout.module.css';

/** The frame around every page: skip link, navigation bar, the page, footer. */
export function Layout() {
  return (
    <div className={styles.layout}>
      <ScrollToTop />
      <RouteChangeSignal />
      <FocusPageHeading />
      <a className={styles.skipLink} href="#main">
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
