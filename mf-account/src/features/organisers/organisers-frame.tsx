import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import styles from './organisers.module.css';

interface OrganisersFrameProps {
  title: string;
  children: ReactNode;
}

/** Every organisers' page: its heading, the way between the area's pages, and room for tables on a laptop. */
export function OrganisersFrame({ title, children }: OrganisersFrameProps) {
  return (
    <section aria-labelledby="page-title" className={`gs-page ${styles.frame}`}>
      <title>{`${title} | Organisers | GreatStep 2025`}</title>
      <nav aria-label="Organisers" className={styles.tabs}>
        <NavLink to="/organisers" end>
          Overview
        </NavLink>
        <NavLink to="/organisers/registrations">Registrations</NavLink>
        <NavLink to="/profile">Your profile</NavLink>
      </nav>
      <h1 id="page-title" className={styles.title}>
        {title}
      </h1>
      {children}
    </section>
  );
}
