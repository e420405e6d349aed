import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { eventTabs, selectedTab } from './event-tabs';
import styles from './events-page.module.css';

const PANEL_ID = 'events-tabpanel';
const tabId = (id: string) => `events-tab-${id}`;

/**
 * The tabbed events container. The tabs follow the ARIA tabs pattern (arrow keys, Home and End move between them)
 * and each tab is also a link to its own address, so the address decides the selected tab and can be shared.
 */
export function EventsPage({ children }: { children: ReactNode }) {
  const selected = selectedTab(useLocation().pathname);
  const navigate = useNavigate();
  const tabRefs = useRef<Array<HTMLAnchorElement | null>>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
    const last = eventTabs.length - 1;
    const next: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const tab = eventTabs[target];
    if (!tab) return;
    tabRefs.current[target]?.focus();
    void navigate(tab.to);
  };

  return (
    <section aria-labelledby="page-title" className="gs-page">
      <title>{`${selected.label} | Events | GreatStep 2025`}</title>
      <h1 id="page-title">Events</h1>
      <div role="tablist" aria-label="Kinds of events" className={styles.tablist}>
        {eventTabs.map((tab, index) => {
          const isSelected = tab.id === selected.id;
          return (
            <Link
              key={tab.id}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              id={tabId(tab.id)}
              role="tab"
              to={tab.to}
              className={`gs-tab ${styles.tab}`}
              aria-selected={isSelected}
              aria-controls={PANEL_ID}
              tabIndex={isSelected ? 0 : -1}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </Link>
          );
        })}
      </div>
      <div id={PANEL_ID} role="tabpanel" aria-labelledby={tabId(selected.id)} tabIndex={0} className={styles.panel}>
        {children}
      </div>
    </section>
  );
}
