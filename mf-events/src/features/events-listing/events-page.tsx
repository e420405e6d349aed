import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { eventTabs } from './event-tabs';

function trimSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** The tabbed events container: the tabs are links, so each tab has its own address. */
export function EventsPage({ children }: { children: ReactNode }) {
  const pathname = trimSlash(useLocation().pathname);
  return (
    <section aria-labelledby="page-title" className="gs-page">
      <title>Events | GreatStep 2025</title>
      <h1 id="page-title">Events</h1>
      <nav aria-label="Kinds of events">
        <ul className="gs-tabs">
          {eventTabs.map((tab) => {
            const selected = pathname === tab.to || tab.alsoOn.includes(pathname);
            return (
              <li key={tab.to}>
                <Link to={tab.to} aria-current={selected ? 'page' : undefined}>
                  {tab.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {children}
    </section>
  );
}
