import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  DOCTOR_ACCESS_PATHS,
  SharedResultsAnswer,
  type PatientResults,
  type ResultsEntry,
} from '@labshop/shared-contracts/core';
import { useApiQuery } from '@labshop/shared-contracts/web';
import { Page } from '@labshop/shared-contracts/web/remote-kit';
import { Checkbox, EmptyState, FileCheck, Inbox } from '@labshop/shared-contracts/web/ui';
import { ReadFailure } from './read-failure';
import { resultStats, visibleGroups } from './results-view';
import { ResultsTable } from './results-table';
import { SHARED_RESULTS_ROUTES } from './shared-results-paths';
import { SHARED_RESULTS_TEXTS as TEXTS } from './shared-results-texts';
import { Figures } from '../doctor-area/figures';
import { TableSkeleton } from './table-skeleton';
import styles from './doctor-tool.module.css';

/** /doctor/area/patients/:accountId: the results of one patient account (the holder and family), newest first. */
export function PatientResultsPage() {
  const { accountId = '' } = useParams();
  const results = useApiQuery(DOCTOR_ACCESS_PATHS.patientResults(accountId), { answer: SharedResultsAnswer });
  return (
    <Page aria-busy={results.status === 'loading'}>
      <h1>{TEXTS.resultsHeading}</h1>
      <p className={styles.back}>
        <Link to={SHARED_RESULTS_ROUTES.patients}>{TEXTS.backToPatients}</Link>
      </p>
      {results.status === 'loading' ? <TableSkeleton label={TEXTS.resultsLoading} /> : null}
      {results.status === 'error' ? (
        <ReadFailure error={results.error} message={TEXTS.resultsFailed} onRetry={results.retry} />
      ) : null}
      {results.status === 'success' ? <ResultsTool accountId={accountId} groups={results.data.patients} /> : null}
    </Page>
  );
}

function ResultsTool({ accountId, groups }: { accountId: string; groups: readonly PatientResults[] }) {
  const [flaggedOnly, setFlaggedOnly] = useState(false);
  const stats = resultStats(groups);
  if (groups.every((group) => group.entries.length === 0)) {
    return <EmptyState icon={Inbox} title={TEXTS.resultsEmpty} headingLevel={2} />;
  }
  const shown = visibleGroups(groups, flaggedOnly);
  return (
    <>
      <Figures
        label={TEXTS.resultsStats}
        figures={[
          { label: TEXTS.resultsReady, value: stats.ready },
          { label: TEXTS.resultsFlagged, value: stats.flagged },
          { label: TEXTS.resultsCritical, value: stats.critical },
          { label: TEXTS.resultsAwaiting, value: stats.awaiting },
        ]}
      />
      <Checkbox
        label={TEXTS.flaggedOnly}
        checked={flaggedOnly}
        onChange={(event) => setFlaggedOnly(event.target.checked)}
        className={styles.flaggedFilter}
      />
      {shown.length === 0 ? <EmptyState icon={FileCheck} title={TEXTS.noFlaggedResults} headingLevel={2} /> : null}
      {shown.map((group) => (
        <PatientGroup key={group.patient.id} accountId={accountId} group={group} />
      ))}
    </>
  );
}

function PatientGroup({ accountId, group }: { accountId: string; group: PatientResults }) {
  const name = `${group.patient.firstName} ${group.patient.lastName}`;
  return (
    <section aria-label={name} className={styles.group}>
      <h2>{name}</h2>
      <ResultsTable
        caption={TEXTS.testsOf(name)}
        entries={group.entries}
        linkOf={(entry: ResultsEntry) =>
          entry.resultId === null ? null : SHARED_RESULTS_ROUTES.result(accountId, entry.resultId)
        }
      />
    </section>
  );
}
