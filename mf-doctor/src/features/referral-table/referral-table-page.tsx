import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  ApiError,
  DOCTOR_PRACTICE_PATHS,
  DoctorReferral,
  PracticePatientsAnswer,
  REFERRAL_PATHS,
  REFERRAL_STATUS_WORDS,
  REFERRAL_STATUSES,
  ReferralTablePage,
  toSearchParams,
  type ReferralTableRow,
} from '@labshop/shared-contracts/core';
import { getApiClient, useApiQuery } from '@labshop/shared-contracts/web';
import { downloadFile, Page, routerLink } from '@labshop/shared-contracts/web/remote-kit';
import {
  Button,
  EmptyState,
  Inbox,
  Pagination,
  Select,
  showToast,
  TextField,
  VisuallyHidden,
} from '@labshop/shared-contracts/web/ui';
import { PRACTICE_ROUTES } from '../practice/practice-paths';
import { PRACTICE_TEXTS as TEXTS } from '../practice/practice-texts';
import { PracticeFailure } from '../practice/practice-failure';
import { ReferralRows } from '../practice/referral-rows';
import { TableSkeleton } from '../shared-results/table-skeleton';
import { SORT_CHOICES, tableHref, useTablePlace, type TablePlace } from './table-place';
import styles from '../practice/practice.module.css';

/** The API's query for a place of the table. */
const queryOf = (place: TablePlace) => ({
  status: place.status,
  from: place.from,
  to: place.to,
  patient: place.patient,
  sort: place.sort,
  order: place.order,
  page: place.page,
});

/**
 * /doctor/area/referrals: every referral the doctor issued, with every field the product names, filtered by status,
 * days and patient, sorted, a page at a time with the place in the address; the rows the filter names export as CSV.
 */
export function ReferralTableScreen() {
  const { place, choose, filtered, clear } = useTablePlace();
  const table = useApiQuery(DOCTOR_PRACTICE_PATHS.referralTable, { query: queryOf(place), answer: ReferralTablePage });
  const patients = useApiQuery(DOCTOR_PRACTICE_PATHS.patients, { answer: PracticePatientsAnswer });
  const [exporting, setExporting] = useState(false);
  const [exportFailed, setExportFailed] = useState(false);

  const exportRows = async () => {
    setExporting(true);
    setExportFailed(false);
    const { page: _page, ...filter } = queryOf(place);
    const search = toSearchParams(filter).toString();
    const saved = await downloadFile(`${DOCTOR_PRACTICE_PATHS.referralTableCsv}?${search}`, 'referrals.csv');
    setExportFailed(!saved);
    setExporting(false);
  };

  const sortValue = `${place.sort}:${place.order}`;
  return (
    <Page aria-busy={table.status === 'loading'}>
      <h1>{TEXTS.referralsHeading}</h1>
      <div className={styles.filters} role="group" aria-label={TEXTS.filters}>
        <Select
          label={TEXTS.status}
          value={place.status ?? ''}
          onChange={(event) => choose({ status: REFERRAL_STATUSES.find((status) => status === event.target.value) })}
          options={[
            { value: '', label: TEXTS.anyStatus },
            ...REFERRAL_STATUSES.map((value) => ({ value, label: REFERRAL_STATUS_WORDS[value] })),
          ]}
        />
        <TextField
          label={TEXTS.from}
          type="date"
          value={place.from ?? ''}
          max={place.to}
          onChange={(event) => choose({ from: event.target.value || undefined })}
        />
        <TextField
          label={TEXTS.to}
          type="date"
          value={place.to ?? ''}
          min={place.from}
          onChange={(event) => choose({ to: event.target.value || undefined })}
        />
        <Select
          label={TEXTS.patient}
          value={place.patient ?? ''}
          onChange={(event) => choose({ patient: event.target.value || undefined })}
          options={[
            { value: '', label: TEXTS.anyPatient },
            ...(patients.data?.patients ?? [])
              .filter((patient) => patient.referrals > 0)
              .map((patient) => ({ value: patient.id, label: patient.name })),
          ]}
        />
        <Select
          label={TEXTS.sortBy}
          value={sortValue}
          onChange={(event) => {
            const choice = SORT_CHOICES.find((candidate) => candidate.value === event.target.value);
            if (choice) choose({ sort: choice.sort, order: choice.order });
          }}
          options={SORT_CHOICES.map(({ value, label }) => ({ value, label }))}
        />
      </div>
      {table.status === 'loading' ? <TableSkeleton label={TEXTS.referralsLoading} /> : null}
      {table.status === 'error' ? (
        <PracticeFailure error={table.error} message={TEXTS.referralsFailed} onRetry={table.retry} />
      ) : null}
      {table.status === 'success' && table.data.rows.length === 0 ? (
        <EmptyState
          icon={Inbox}
          headingLevel={2}
          title={filtered || place.page > 1 ? TEXTS.referralsEmpty : TEXTS.referralsNone}
          action={
            filtered || place.page > 1 ? (
              <Button theme="secondary" size="sm" onClick={clear}>
                {TEXTS.clearFilters}
              </Button>
            ) : (
              <Link to={PRACTICE_ROUTES.issue}>{TEXTS.issueHeading}</Link>
            )
          }
        />
      ) : null}
      {table.status === 'success' && table.data.rows.length > 0 ? (
        <>
          <div className={styles.toolbar}>
            <p aria-live="polite" className={styles.count}>
              {TEXTS.shownReferrals(table.data.rows.length, table.data.total)}
            </p>
            <Button theme="outline" size="sm" loading={exporting} onClick={() => void exportRows()}>
              {TEXTS.exportCsv}
            </Button>
          </div>
          {exportFailed ? <p role="alert">{TEXTS.downloadFailed}</p> : null}
          <ReferralRows
            rows={table.data.rows}
            currency={table.data.currency}
            caption={TEXTS.referralsTable}
            actions={(row) => <RowActions row={row} />}
          />
          <Pagination
            label={TEXTS.pages}
            page={table.data.page}
            pageCount={table.data.pages}
            hrefFor={(page) => tableHref({ ...place, page })}
            renderLink={routerLink}
          />
        </>
      ) : null}
    </Page>
  );
}

/** Edit a referral still awaiting payment, or text its link to the patient again. */
function RowActions({ row }: { row: ReferralTableRow }) {
  const [sending, setSending] = useState(false);
  const [said, setSaid] = useState<{ ok: boolean; message: string } | null>(null);
  if (!row.editable) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <VisuallyHidden>{TEXTS.noActions}</VisuallyHidden>
      </>
    );
  }
  const resend = async () => {
    setSending(true);
    setSaid(null);
    try {
      await getApiClient().request(REFERRAL_PATHS.sendSms(row.id), { method: 'POST', answer: DoctorReferral });
      showToast(TEXTS.messageSent, { type: 'success' });
      setSaid({ ok: true, message: TEXTS.messageSent });
    } catch (error) {
      const tooSoon = error instanceof ApiError && error.code === 429;
      const message =
        tooSoon && typeof error.data === 'object' && error.data !== null && 'message' in error.data
          ? String(error.data.message)
          : TEXTS.messageNotSent;
      showToast(message, { type: 'error' });
      setSaid({ ok: false, message });
    } finally {
      setSending(false);
    }
  };
  return (
    <span className={styles.actions}>
      <Link to={`${PRACTICE_ROUTES.issue}?edit=${encodeURIComponent(row.id)}`} aria-label={`${TEXTS.edit} ${row.id}`}>
        {TEXTS.edit}
      </Link>
      <Button theme="outline" size="sm" loading={sending} onClick={() => void resend()}>
        {TEXTS.resend}
      </Button>
      {said ? <span role={said.ok ? 'status' : 'alert'}>{said.message}</span> : null}
    </span>
  );
}
