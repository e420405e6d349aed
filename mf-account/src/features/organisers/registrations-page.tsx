import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { events } from '@greatstep/shared/events';
import { LoadingState } from '@greatstep/shared/react';
import type { AccountRow } from '@greatstep/shared/organisers';
import { CollegeCombobox } from '../../components/college-combobox';
import formStyles from '../../components/form.module.css';
import { getRegistrations } from './api/registrations';
import { LoadFailure } from './load-failure';
import { OrganisersFrame } from './organisers-frame';
import { Pager } from './pager';
import { EmailLink } from './email-link';
import { PaymentActions } from './payment-actions';
import { readFilters, sortLabels, toQuery, writeFilters, type Filters } from './registrations-filters';
import { paymentStates, stateLabels, telHref } from './state-labels';
import { StateBadge } from './state-badge';
import { useLoaded } from './use-loaded';
import styles from './organisers.module.css';

const PAGE_SIZE = 25;

const registrable = events.filter((event): event is typeof event & { key: string } => event.key !== null);
const eventName = (key: string) => registrable.find((event) => event.key === key)?.name ?? key;

interface FilterSelectProps {
  id: string;
  label: string;
  value: string;
  /** [value, label] pairs, after an "Any" choice ('') unless `withAny` is false. */
  options: Array<[string, string]>;
  onChange: (value: string) => void;
  withAny?: boolean;
}

function FilterSelect({ id, label, value, options, onChange, withAny = true }: FilterSelectProps) {
  return (
    <div className={formStyles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} className={formStyles.input} value={value} onChange={(event) => onChange(event.target.value)}>
        {withAny && <option value="">Any</option>}
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
}

function FiltersForm({ applied, onApply }: { applied: Filters; onApply: (filters: Filters) => void }) {
  // The form keeps what is typed until it is applied; the list follows the address.
  const [draft, setDraft] = useState(applied);
  const set = (change: Partial<Filters>) => setDraft((previous) => ({ ...previous, ...change }));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    onApply({ ...draft, page: 1 });
  }

  return (
    <form role="search" aria-label="Find registrations" className={styles.filters} onSubmit={onSubmit}>
      <div className={`${formStyles.field} ${styles.search}`}>
        <label htmlFor="filter-q">Search</label>
        <input
          id="filter-q"
          className={formStyles.input}
          type="search"
          value={draft.q}
          placeholder="Name, e-mail, mobile or reference"
          onChange={(event) => set({ q: event.target.value })}
        />
      </div>
      <FilterSelect
        id="filter-state"
        label="Payment"
        value={draft.state}
        options={paymentStates.map((state) => [state, stateLabels[state]])}
        onChange={(state) => set({ state })}
      />
      <FilterSelect
        id="filter-event"
        label="Event"
        value={draft.event}
        options={registrable.map((event) => [event.key, event.name])}
        onChange={(event) => set({ event })}
      />
      <CollegeCombobox id="filter-college" value={draft.college} onChange={(college) => set({ college })} />
      <FilterSelect
        id="filter-sort"
        label="Order"
        value={draft.sort}
        options={Object.entries(sortLabels)}
        onChange={(sort) => set({ sort: sort as Filters['sort'] })}
        withAny={false}
      />
      {/* The buttons sit on the row of the fields' controls (organisers.module.css, .filters). */}
      <div className={styles.filterActions}>
        <div className={styles.buttons}>
          <button type="submit" className="button">
            Search
          </button>
          <button
            type="button"
            className={`button ${formStyles.secondary}`}
            onClick={() => {
              const cleared = readFilters(new URLSearchParams());
              setDraft(cleared);
              onApply(cleared);
            }}
          >
            Clear
          </button>
        </div>
      </div>
    </form>
  );
}

function PaymentCell({ account }: { account: AccountRow }) {
  const { state, reference, rejectionReason } = account.payment;
  return (
    <>
      <StateBadge state={state} />
      {reference && <span className={styles.reference}>{reference}</span>}
      {state === 'rejected' && rejectionReason && <span className={styles.changes}>{rejectionReason}</span>}
    </>
  );
}

/** Every account, found by the server: search, filters, order and pages in the address (docs/API.md#organisers). */
export function RegistrationsPage() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const key = writeFilters(filters).toString();
  const { state, reload, replace } = useLoaded((signal) => getRegistrations(toQuery(filters, PAGE_SIZE), signal), key);
  const apply = (next: Filters) => setParams(writeFilters(next));

  const onDecided = (account: AccountRow) =>
    replace((page) => ({
      ...page,
      registrations: page.registrations.map((row) => (row._id === account._id ? account : row)),
    }));

  return (
    <OrganisersFrame title="Registrations">
      <FiltersForm key={key} applied={filters} onApply={apply} />
      {state.status === 'loading' && <LoadingState layout="block" label="Loading the registrations" />}
      {state.status === 'failed' && <LoadFailure message={state.message} onRetry={reload} />}
      {state.status === 'ready' && (
        <>
          <p role="status" className={styles.note}>
            {state.data.total === 1 ? '1 account' : `${state.data.total} accounts`}
          </p>
          {state.data.total > 0 && (
            <table className={styles.table} aria-busy={state.refreshing}>
              <caption className="visually-hidden">Registrations, page {state.data.page}</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">College</th>
                  <th scope="col">Events</th>
                  <th scope="col">Payment</th>
                  <th scope="col">
                    <span className="visually-hidden">Decision</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {state.data.registrations.map((account) => (
                  <tr key={account._id}>
                    <th scope="row" data-label="Name">
                      <span>
                        {account.firstName} {account.lastName}
                        {account.organiser && <span className={styles.badge}>organiser</span>}
                      </span>
                      <EmailLink address={account.email} />
                      <a href={telHref(account.mobile)}>{account.mobile}</a>
                    </th>
                    <td data-label="College">
                      {account.collegeName}
                      {account.year && <span className={styles.changes}>Graduating {account.year}</span>}
                    </td>
                    <td data-label="Events">{account.events.map(eventName).join(', ') || '—'}</td>
                    <td data-label="Payment">
                      <PaymentCell account={account} />
                    </td>
                    <td>
                      <PaymentActions account={account} onDecided={onDecided} onStale={reload} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <Pager
            label="Registration pages"
            page={state.data.page}
            pageSize={PAGE_SIZE}
            total={state.data.total}
            onPage={(page) => apply({ ...filters, page })}
          />
        </>
      )}
    </OrganisersFrame>
  );
}
