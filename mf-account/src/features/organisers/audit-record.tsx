import { useState } from 'react';
import { LoadingState } from '@greatstep/shared/react';
import type { AuditRecord } from '@greatstep/shared/organisers';
import { getAudit } from './api/audit';
import { LoadFailure } from './load-failure';
import { Pager } from './pager';
import { useLoaded } from './use-loaded';
import { formatWhen } from './state-labels';
import styles from './organisers.module.css';

const PAGE_SIZE = 10;

const actions: Record<string, string> = {
  'payment.verify': 'verified the payment of',
  'payment.reject': 'rejected the payment of',
  'payment.unverify': 'took back the verification of',
  'payment.mark-duplicate': 'marked a reference another account also held, of',
  'role.grant': 'made an organiser:',
  'role.revoke': 'removed as organiser:',
  'releaser.grant': 'made a releaser:',
  'releaser.revoke': 'removed as releaser:',
  export: 'downloaded',
};

/** What an export held (its target is the file): "12 rows, event Mine_CS". */
function exported({ after }: AuditRecord): string[] {
  const rows = after?.rows;
  const event = after?.event;
  return [
    ...(typeof rows === 'number' ? [`${rows} ${rows === 1 ? 'row' : 'rows'}`] : []),
    ...(typeof event === 'string' ? [`event ${event}`] : []),
  ];
}

/** The fields that changed, as "field: before → after". */
function changes({ before, after }: AuditRecord): string[] {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const show = (value: unknown): string => {
    if (value === null || value === undefined || value === '') return '—';
    return typeof value === 'string' ? value : JSON.stringify(value);
  };
  return [...fields]
    .filter((field) => show(before?.[field]) !== show(after?.[field]))
    .map((field) => `${field}: ${show(before?.[field])} → ${show(after?.[field])}`);
}

/** Who did what, when, to which account, and the fields before and after: newest first, ten at a time. */
export function AuditRecordList() {
  const [page, setPage] = useState(1);
  const { state, reload } = useLoaded((signal) => getAudit(page, PAGE_SIZE, signal), String(page));
  return (
    <section aria-labelledby="audit-title" className={styles.panel}>
      <h2 id="audit-title">Record of organisers' actions</h2>
      {state.status === 'loading' && <LoadingState layout="block" label="Loading the record" />}
      {state.status === 'failed' && <LoadFailure message={state.message} onRetry={reload} />}
      {state.status === 'ready' &&
        (state.data.total === 0 ? (
          <p>No organiser has changed anything yet.</p>
        ) : (
          <>
            <ol className={styles.audit} aria-busy={state.refreshing}>
              {state.data.records.map((record) => {
                const details = record.action === 'export' ? exported(record) : changes(record);
                return (
                  <li key={record._id}>
                    <time dateTime={record.at}>{formatWhen(record.at)}</time> <strong>{record.actor}</strong>{' '}
                    {actions[record.action] ?? record.action} <strong>{record.target}</strong>
                    {details.length > 0 && <span className={styles.changes}>{details.join('; ')}</span>}
                  </li>
                );
              })}
            </ol>
            <Pager
              label="Record pages"
              page={state.data.page}
              pageSize={PAGE_SIZE}
              total={state.data.total}
              onPage={setPage}
            />
          </>
        ))}
    </section>
  );
}
