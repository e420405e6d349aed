import type { FestEvent } from '../../lib/fest-events';
import { CompetitionPage } from './competition-page';
import styles from './competition-page.module.css';

/** An event that is not open yet: its details and a 'coming soon' notice instead of registration. */
export function ComingSoonPage({ event }: { event: FestEvent }) {
  return (
    <CompetitionPage event={event}>
      <p className={styles.notice}>
        <strong>Coming soon.</strong> Registration opens here once the details are announced.
      </p>
    </CompetitionPage>
  );
}
