import type { FestEvent } from '../../lib/fest-events';
import { CompetitionPage } from './competition-page';
import styles from './competition-page.module.css';

/** The static detail page (docs/PRODUCT.md#event-pages): name, image, info, rules and problem statement if any. */
export function EventDetailPage({ event }: { event: FestEvent }) {
  return (
    <CompetitionPage event={event} bullets>
      <p className={styles.notice}>Registration for this event is handled by the organisers at the fest.</p>
    </CompetitionPage>
  );
}
