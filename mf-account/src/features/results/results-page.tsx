import { useCallback, useId } from 'react';
import { RESULTS_PATHS, ResultsOverview, type PatientResults } from '@labshop/shared-contracts/core';
import { Loading, Page } from '@labshop/shared-contracts/web/remote-kit';
import { LoadError } from './load-error';
import { DownloadButton } from './download-button';
import { useLiveResults } from './live/use-live-results';
import { ReferralsSection } from './referrals-section';
import { newestFirst, ResultsEntryItem } from './results-entry';
import { RESULTS_TEXTS } from './results-texts';
import { useKeptQuery } from './use-kept-query';
import { useMarkResultsSeen } from '../../lib/results-seen';
import styles from './results.module.css';

/** /account/results: results and referrals of every patient of the account, newest first, updated live. */
export function ResultsPage() {
  useMarkResultsSeen();
  const { query, data } = useKeptQuery(RESULTS_PATHS.overview, { answer: ResultsOverview });
  const { retry } = query;
  useLiveResults(useCallback(() => retry(), [retry]));
  const groups = data?.patients ?? [];
  const empty = groups.every((group) => group.entries.length === 0);
  return (
    <Page aria-busy={query.status === 'loading'}>
      <h1>Results and referrals</h1>
      {query.status === 'loading' && data === undefined ? <Loading label={RESULTS_TEXTS.listLoading} /> : null}
      {query.status === 'error' ? <LoadError error={query.error} onRetry={retry} /> : null}
      {data !== undefined && empty ? <p>{RESULTS_TEXTS.listEmpty}</p> : null}
      {data !== undefined && !empty ? (
        <div className={styles.groups}>
          {groups.map((group) => (
            <PatientGroup key={group.patient.id} group={group} />
          ))}
        </div>
      ) : null}
      <ReferralsSection />
    </Page>
  );
}

function PatientGroup({ group }: { group: PatientResults }) {
  const headingId = useId();
  const name = `${group.patient.firstName} ${group.patient.lastName}`;
  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <h2 id={headingId}>{name}</h2>
      {group.entries.some((entry) => entry.resultId !== null) ? (
        <DownloadButton
          label={`Download ${name}'s archive (FHIR)`}
          path={RESULTS_PATHS.archiveExport(group.patient.id)}
          fileName={`archive-${group.patient.id}.json`}
        />
      ) : null}
      {group.entries.length === 0 ? (
        <p className={styles.muted}>{RESULTS_TEXTS.patientEmpty}</p>
      ) : (
        <ul className={styles.entries} aria-label={`Results and referrals of ${name}`}>
          {newestFirst(group.entries).map((entry) => (
            <ResultsEntryItem key={entry.orderLineId} entry={entry} showValues />
          ))}
        </ul>
      )}
    </section>
  );
}
