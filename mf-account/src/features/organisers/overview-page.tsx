import { Link } from 'react-router-dom';
import { LoadingState } from '@greatstep/shared/react';
import type { OrganiserSummary } from '@greatstep/shared/organisers';
import { getSummary } from './api/summary';
import { AuditRecordList } from './audit-record';
import { DownloadButton, Downloads } from './downloads';
import { LoadFailure } from './load-failure';
import { OrganisersFrame } from './organisers-frame';
import { formatRupees, paymentStates, stateLabels } from './state-labels';
import { useLoaded } from './use-loaded';
import styles from './organisers.module.css';

function Counts({ summary }: { summary: OrganiserSummary }) {
  return (
    <section aria-labelledby="counts-title" className={styles.panel}>
      <h2 id="counts-title">Counts</h2>
      <dl className={styles.counts}>
        <div>
          <dt>Accounts</dt>
          <dd>
            <Link to="/organisers/registrations">{summary.accounts}</Link>
          </dd>
        </div>
        {paymentStates.map((state) => (
          <div key={state}>
            <dt>{`Payments ${stateLabels[state].toLowerCase()}`}</dt>
            <dd>
              <Link to={`/organisers/registrations?state=${state}`}>{summary.payments[state]}</Link>
            </dd>
          </div>
        ))}
        <div>
          <dt>Fees received</dt>
          <dd>{formatRupees(summary.feesReceivedRupees)}</dd>
        </div>
      </dl>
      <p className={styles.note}>
        Fees received: verified payments times the fee of {formatRupees(summary.feeRupees)}.
      </p>
    </section>
  );
}

function EventCounts({ summary }: { summary: OrganiserSummary }) {
  return (
    <section aria-labelledby="events-title" className={styles.panel}>
      <h2 id="events-title">Teams per event</h2>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Event</th>
            <th scope="col">Teams</th>
            <th scope="col">People</th>
            <th scope="col">Team size</th>
            <th scope="col">
              <span className="visually-hidden">Download</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {summary.events.map((event) => (
            <tr key={event.event}>
              <th scope="row" data-label="Event">
                <Link to={`/organisers/teams/${event.event}`}>{event.name}</Link>
              </th>
              <td data-label="Teams">{event.teams}</td>
              <td data-label="People">{event.people}</td>
              <td data-label="Team size">{event.teamSize === 1 ? 'alone' : `up to ${event.teamSize}`}</td>
              <td>
                <DownloadButton
                  file="registrations.csv"
                  event={event.event}
                  label="CSV"
                  name={`CSV of ${event.name}`}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The organisers' first page (docs/PRODUCT.md#organisers-area): counts, events, downloads and the record. */
export function OverviewPage() {
  const { state, reload } = useLoaded((signal) => getSummary(signal), 'summary');
  return (
    <OrganisersFrame title="Organisers">
      {state.status === 'loading' && <LoadingState layout="block" label="Loading the counts" />}
      {state.status === 'failed' && <LoadFailure message={state.message} onRetry={reload} />}
      {state.status === 'ready' && (
        <>
          <Counts summary={state.data} />
          <EventCounts summary={state.data} />
        </>
      )}
      <Downloads />
      <AuditRecordList />
    </OrganisersFrame>
  );
}
