import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { RESULTS_PATHS, ResultsArchivePage } from '@labshop/shared-contracts/core';
import { Loading, Page } from '@labshop/shared-contracts/web/remote-kit';
import { LoadError } from './load-error';
import { useLiveResults } from './live/use-live-results';
import { ResultsEntryItem } from './results-entry';
import { RESULTS_TEXTS } from './results-texts';
import { useKeptQuery } from './use-kept-query';
import styles from './results.module.css';

function pageOf(search: URLSearchParams): number {
  const page = Number(search.get('page') ?? '1');
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** /account/results/archive: every ready result of the account's patients, newest first, a page at a time. */
export function ArchivePage() {
  const [search] = useSearchParams();
  const page = pageOf(search);
  const { query, data } = useKeptQuery(RESULTS_PATHS.archive, { query: { page }, answer: ResultsArchivePage });
  const { retry } = query;
  useLiveResults(useCallback(() => retry(), [retry]));
  return (
    <Page aria-busy={query.status === 'loading'}>
      <h1>Results archive</h1>
      <p className={styles.links}>
        <Link to="/account/results">Back to results and referrals</Link>
      </p>
      {query.status === 'loading' && data === undefined ? <Loading label={RESULTS_TEXTS.archiveLoading} /> : null}
      {query.status === 'error' ? <LoadError error={query.error} onRetry={retry} /> : null}
      {data !== undefined ? <ArchiveList archive={data} /> : null}
    </Page>
  );
}

function ArchiveList({ archive }: { archive: ResultsArchivePage }) {
  if (archive.total === 0) return <p>{RESULTS_TEXTS.archiveEmpty}</p>;
  const pages = Math.max(1, Math.ceil(archive.total / archive.pageSize));
  return (
    <>
      <ul className={styles.entries} aria-label="Archived results">
        {archive.entries.map(({ patient, entry }) => (
          <ResultsEntryItem
            key={entry.orderLineId}
            entry={entry}
            patientName={`${patient.firstName} ${patient.lastName}`}
          />
        ))}
      </ul>
      {pages > 1 ? (
        <nav aria-label="Archive pages" className={styles.links}>
          {archive.page > 1 ? <Link to={`?page=${archive.page - 1}`}>Newer results</Link> : null}
          <span>
            Page {archive.page} of {pages}
          </span>
          {archive.page < pages ? <Link to={`?page=${archive.page + 1}`}>Older results</Link> : null}
        </nav>
      ) : null}
    </>
  );
}
