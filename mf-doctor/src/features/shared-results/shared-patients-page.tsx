import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DOCTOR_ACCESS_PATHS, SharedPatientsAnswer } from '@labshop/shared-contracts/core';
import { useApiQuery } from '@labshop/shared-contracts/web';
import { Page } from '@labshop/shared-contracts/web/remote-kit';
import { Badge, Button, EmptyState, Inbox, Search, Table, type TableColumn } from '@labshop/shared-contracts/web/ui';
import { PatientFilters, type PatientFilterValues } from './patient-filters';
import {
  RECENT_SHARING_DAYS,
  matchingPatients,
  patientStats,
  sharesSinceLately,
  sortedPatients,
  type SharedPatient,
} from './patient-list-view';
import { ReadFailure } from './read-failure';
import { SHARED_RESULTS_ROUTES, formatDay } from './shared-results-paths';
import { SHARED_RESULTS_TEXTS as TEXTS } from './shared-results-texts';
import { Figures } from '../doctor-area/figures';
import { TableSkeleton } from './table-skeleton';
import styles from './doctor-tool.module.css';

/** /doctor/area/patients: the patients who share their results with the signed-in doctor, to search and sort. */
export function SharedPatientsPage() {
  const patients = useApiQuery(DOCTOR_ACCESS_PATHS.sharedPatients, { answer: SharedPatientsAnswer });
  return (
    <Page aria-busy={patients.status === 'loading'}>
      <h1>{TEXTS.patientsHeading}</h1>
      {patients.status === 'loading' ? <TableSkeleton label={TEXTS.patientsLoading} /> : null}
      {patients.status === 'error' ? (
        <ReadFailure error={patients.error} message={TEXTS.patientsFailed} onRetry={patients.retry} />
      ) : null}
      {patients.status === 'success' && patients.data.patients.length === 0 ? (
        <EmptyState icon={Inbox} title={TEXTS.patientsEmpty} headingLevel={2}>
          <p>{TEXTS.patientsEmptyHint}</p>
        </EmptyState>
      ) : null}
      {patients.status === 'success' && patients.data.patients.length > 0 ? (
        <PatientsTool patients={patients.data.patients} />
      ) : null}
    </Page>
  );
}

function PatientsTool({ patients }: { patients: readonly SharedPatient[] }) {
  const [filters, setFilters] = useState<PatientFilterValues>({ query: '', sort: 'name' });
  // One reading of the clock per render, so the strip and the badges agree on what is recent.
  const now = new Date();
  const stats = patientStats(patients, now);
  const shown = sortedPatients(matchingPatients(patients, filters.query), filters.sort);
  const columns: TableColumn<SharedPatient>[] = [
    {
      id: 'name',
      header: TEXTS.columnPatient,
      cell: (patient) => <Link to={SHARED_RESULTS_ROUTES.patient(patient.id)}>{patient.name}</Link>,
    },
    {
      id: 'since',
      header: TEXTS.columnSharingSince,
      cell: (patient) => (
        <span className={`${styles.sharing} ${styles.cellValue}`}>
          <span className={styles.nowrap}>{formatDay(patient.granted_at)}</span>
          {sharesSinceLately(patient, now) ? <Badge tone="info">{TEXTS.recentBadge}</Badge> : null}
        </span>
      ),
    },
  ];
  return (
    <>
      <Figures
        label={TEXTS.patientsStats}
        figures={[
          { label: TEXTS.patientsSharing, value: stats.sharing },
          { label: TEXTS.patientsRecent(RECENT_SHARING_DAYS), value: stats.recentlyStarted },
        ]}
      />
      <PatientFilters values={filters} onChange={setFilters} />
      <p aria-live="polite" className={styles.count}>
        {TEXTS.shownPatients(shown.length, patients.length)}
      </p>
      {shown.length > 0 ? (
        <Table
          caption={TEXTS.patientsTable}
          captionHidden
          columns={columns}
          rows={shown}
          rowKey={(patient) => patient.id}
          rowHeader="name"
        />
      ) : (
        <EmptyState
          icon={Search}
          title={TEXTS.noPatientMatches(filters.query)}
          headingLevel={2}
          action={
            <Button theme="secondary" size="sm" onClick={() => setFilters({ ...filters, query: '' })}>
              {TEXTS.clearSearch}
            </Button>
          }
        />
      )}
    </>
  );
}
