import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DOCTOR_PRACTICE_PATHS, PracticePatientsAnswer, type PracticePatient } from '@labshop/shared-contracts/core';
import { useApiQuery } from '@labshop/shared-contracts/web';
import { Page } from '@labshop/shared-contracts/web/remote-kit';
import { Badge, Button, EmptyState, Inbox, Search, Table, TextField } from '@labshop/shared-contracts/web/ui';
import { PRACTICE_ROUTES } from '../practice/practice-paths';
import { PRACTICE_TEXTS as TEXTS } from '../practice/practice-texts';
import { formatDay } from '../practice/practice-format';
import { PracticeFailure } from '../practice/practice-failure';
import { useDebounced } from '../issue-referral/use-debounced';
import { SHARED_RESULTS_ROUTES } from '../shared-results/shared-results-paths';
import { TableSkeleton } from '../shared-results/table-skeleton';
import styles from '../practice/practice.module.css';

/** Whether the patient shares results, in words on a badge, with the way to them when they do. */
export function SharingCell({ patient }: { patient: Pick<PracticePatient, 'id' | 'sharesResults'> }) {
  return patient.sharesResults ? (
    <span className={styles.actions}>
      <Badge tone="success">{TEXTS.sharesResults}</Badge>
      <Link to={SHARED_RESULTS_ROUTES.patient(patient.id)}>{TEXTS.seeResults}</Link>
    </span>
  ) : (
    <Badge tone="neutral">{TEXTS.notShared}</Badge>
  );
}

/**
 * /doctor/area/my-patients: the doctor's patients — those referred and those who share their results (the shared
 * results' own grant) — searched by name, PESEL or phone, each leading to their referrals and, where shared, results.
 */
export function PracticePatientsPage() {
  const [text, setText] = useState('');
  const query = useDebounced(text.trim());
  const patients = useApiQuery(DOCTOR_PRACTICE_PATHS.patients, {
    query: { q: query || undefined },
    answer: PracticePatientsAnswer,
  });
  const searching = query !== '';
  return (
    <Page aria-busy={patients.status === 'loading'}>
      <h1>{TEXTS.patientsHeading}</h1>
      <div className={styles.search} role="search">
        <TextField
          label={TEXTS.patientsSearch}
          type="search"
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      {patients.status === 'loading' ? <TableSkeleton label={TEXTS.patientsLoading} /> : null}
      {patients.status === 'error' ? (
        <PracticeFailure error={patients.error} message={TEXTS.patientsFailed} onRetry={patients.retry} />
      ) : null}
      {patients.status === 'success' && patients.data.patients.length === 0 ? (
        searching ? (
          <EmptyState
            icon={Search}
            headingLevel={2}
            title={TEXTS.noPatientMatches(query)}
            action={
              <Button theme="secondary" size="sm" onClick={() => setText('')}>
                {TEXTS.clearFilters}
              </Button>
            }
          />
        ) : (
          <EmptyState icon={Inbox} headingLevel={2} title={TEXTS.patientsEmpty}>
            <p>{TEXTS.patientsEmptyHint}</p>
          </EmptyState>
        )
      ) : null}
      {patients.status === 'success' && patients.data.patients.length > 0 ? (
        <Table
          caption={TEXTS.patientsTable}
          captionHidden
          rows={patients.data.patients}
          rowKey={(patient) => patient.id}
          rowHeader="name"
          columns={[
            {
              id: 'name',
              header: TEXTS.columnPatient,
              cell: (patient) => <Link to={PRACTICE_ROUTES.patient(patient.id)}>{patient.name}</Link>,
            },
            { id: 'phone', header: TEXTS.columnPhone, cell: (patient) => patient.phone },
            { id: 'referrals', header: TEXTS.columnReferrals, cell: (patient) => patient.referrals, numeric: true },
            {
              id: 'last',
              header: TEXTS.columnLastReferral,
              cell: (patient) => <span className={styles.nowrap}>{formatDay(patient.lastReferralAt)}</span>,
            },
            { id: 'results', header: TEXTS.columnResults, cell: (patient) => <SharingCell patient={patient} /> },
          ]}
        />
      ) : null}
    </Page>
  );
}
