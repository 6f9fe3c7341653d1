import { useState, type FormEvent } from 'react';
import {
  ADMIN_AUDIT_LOG_PATH,
  ApiError,
  AUDIT_LOG_DEFAULT_PER_PAGE,
  AuditLogPage,
  type AuditLogEntry,
  type AuditLogQuery,
} from '@labshop/shared-contracts/core';
import { useApiQuery } from '@labshop/shared-contracts/web';
import { Loading } from '@labshop/shared-contracts/web/remote-kit';
import { Button, Table, TextField } from '@labshop/shared-contracts/web/ui';
import { formatReceived } from './lab-delivery-texts';
import { AdminLoadFailure } from './load-failure';
import styles from './admin.module.css';

const FILTERS = [
  { name: 'actor', label: 'Who acted (account id)' },
  { name: 'action', label: 'Action', hint: 'e.g. account_blocked, discount_code_changed' },
  { name: 'recordType', label: 'Kind of record', hint: 'e.g. account, discount_code' },
  { name: 'recordId', label: 'Record id' },
  { name: 'from', label: 'From day', hint: 'YYYY-MM-DD' },
  { name: 'to', label: 'To day', hint: 'YYYY-MM-DD' },
] as const;

type Filters = Partial<Record<(typeof FILTERS)[number]['name'], string>>;

/** The filters' own messages when the API could not read them (a 422 by field); null for any other failure. */
function filterErrorsOf(error: Error): Record<string, string[]> | null {
  if (!(error instanceof ApiError) || error.code !== 422) return null;
  const body = error.data as { errors?: Record<string, string[]> } | null;
  return body?.errors ?? null;
}

/** A changed record's state as one line of JSON, for an administrator who needs to see exactly what changed. */
const stateOf = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));

/**
 * The audit log: every administrator's change and every doctor's read of a patient's results, newest first,
 * filtered by who acted, what, on which record and between which days, a page at a time. The API answers a filter
 * it cannot read with a message on that field.
 */
export function AuditLog() {
  const [draft, setDraft] = useState<Filters>({});
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(1);
  const query: AuditLogQuery = { ...filters, page: String(page), perPage: String(AUDIT_LOG_DEFAULT_PER_PAGE) };
  const log = useApiQuery(ADMIN_AUDIT_LOG_PATH, { answer: AuditLogPage, query });
  const fieldErrors = log.status === 'error' ? filterErrorsOf(log.error) : null;
  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilters(Object.fromEntries(Object.entries(draft).filter(([, value]) => value?.trim())));
    setPage(1);
  };

  return (
    <section aria-labelledby="audit-log">
      <h2 id="audit-log">Audit log</h2>
      <form role="search" aria-label="Search the audit log" onSubmit={search} className={styles.search}>
        {FILTERS.map((filter) => (
          <TextField
            key={filter.name}
            label={filter.label}
            hint={'hint' in filter ? filter.hint : undefined}
            value={draft[filter.name] ?? ''}
            error={fieldErrors?.[filter.name]?.join(' ')}
            onChange={(event) => setDraft({ ...draft, [filter.name]: event.target.value })}
          />
        ))}
        <Button type="submit">Search</Button>
      </form>
      {log.status === 'loading' ? <Loading label="Loading the audit log…" /> : null}
      {log.status === 'error' && fieldErrors === null ? (
        <AdminLoadFailure error={log.error} onRetry={log.retry} />
      ) : null}
      {log.status === 'success' && log.data.entries.length === 0 ? <p>Nothing in the log matches.</p> : null}
      {log.status === 'success' && log.data.entries.length > 0 ? (
        <>
          <Table<AuditLogEntry>
            caption="Audit log entries, newest first"
            captionHidden
            rowHeader="when"
            rows={log.data.entries}
            rowKey={(entry) => entry.id}
            columns={[
              { id: 'when', header: 'When', cell: (entry) => formatReceived(entry.at) },
              {
                id: 'who',
                header: 'Who',
                cell: (entry) => entry.actor?.email ?? entry.actor?.id ?? 'Nobody signed in',
              },
              { id: 'what', header: 'What', cell: (entry) => entry.action },
              {
                id: 'record',
                header: 'Record',
                cell: (entry) => (
                  <span className={styles.wraps}>{entry.record ? `${entry.record.type} ${entry.record.id}` : '—'}</span>
                ),
              },
              {
                id: 'before',
                header: 'Before',
                cell: (entry) => <code className={styles.wraps}>{stateOf(entry.before)}</code>,
              },
              {
                id: 'after',
                header: 'After',
                cell: (entry) => <code className={styles.wraps}>{stateOf(entry.after)}</code>,
              },
            ]}
          />
          <nav aria-label="Audit log pages">
            <p>
              Page {log.data.page} of {Math.max(log.data.pages, 1)} ({log.data.total} entries)
            </p>
            <Button theme="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              Newer
            </Button>{' '}
            <Button theme="secondary" size="sm" disabled={page >= log.data.pages} onClick={() => setPage(page + 1)}>
              Older
            </Button>
          </nav>
        </>
      ) : null}
    </section>
  );
}
