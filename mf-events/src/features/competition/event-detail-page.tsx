import type { CatalogueEvent } from '@greatstep/shared/events';
import { CompetitionPage } from './competition-page';
import styles from './competition-page.module.css';

/** The static detail page (SPEC §2): name, image, info bullets, rules and problem statement where defined. */
export function EventDetailPage({ event }: { event: CatalogueEvent }) {
  return (
    <CompetitionPage event={event} bullets>
      <p className={styles.notice}>Registration for this event is handled by the organisers at the fest.</p>
    </CompetitionPage>
  );
}
