import { useCallback } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  RESULT_STATUS_WORDS,
  RESULTS_PATHS,
  ResultDetail,
  type ResultDetail as Detail,
  type ResultReadyPayload,
} from '@labshop/shared-contracts/core';
import { getApiClient } from '@labshop/shared-contracts/web';
import { Loading, Page } from '@labshop/shared-contracts/web/remote-kit';
import { ObservationPages } from '@labshop/shared-contracts/web/ui';
import { LoadError } from './load-error';
import { ResultAnalysis } from './analysis-panel';
import { DownloadButtons } from './download-buttons';
import { formatDate } from './format-date';
import { RESULTS_TEXTS } from './results-texts';
import { useKeptQuery } from './use-kept-query';
import { useLiveResults } from './live/use-live-results';
import styles from './results.module.css';

const REPORT_STATUS_WORDS: Record<Detail['reportStatus'], string> = {
  preliminary: 'Preliminary report: more values may follow',
  final: 'Final report',
  corrected: 'Corrected report',
};

/** /account/results/:resultId: one result, every value against its range, the PDFs and the analysis: shown once paid
 * for, offered to buy otherwise. */
export function ResultPage() {
  const { resultId = '' } = useParams();
  const { query, data } = useKeptQuery(RESULTS_PATHS.result(resultId), { answer: ResultDetail });
  const { retry } = query;
  // A corrected or completed report of this result arrives live too.
  useLiveResults(
    useCallback((ready: ResultReadyPayload) => (ready.resultId === resultId ? retry() : undefined), [resultId, retry]),
  );
  return (
    <Page aria-busy={query.status === 'loading'}>
      {data === undefined ? <h1>Result</h1> : null}
      {query.status === 'loading' && data === undefined ? <Loading label={RESULTS_TEXTS.resultLoading} /> : null}
      {query.status === 'error' ? (
        <>
          <LoadError error={query.error} onRetry={retry} notFound={RESULTS_TEXTS.resultNotFound} />
          {data === undefined ? <BackLinks /> : null}
        </>
      ) : null}
      {data !== undefined ? <ResultView result={data} /> : null}
    </Page>
  );
}

/** Another page of a result's values: the same answer as the page's, for that page. */
const readValuesPage = (resultId: string, page: number) =>
  getApiClient().request(`${RESULTS_PATHS.result(resultId)}?page=${page}`, { answer: ResultDetail });

function BackLinks() {
  return (
    <p className={styles.links}>
      <Link to="/account/results">Back to results and referrals</Link>
      <Link to="/account/results/archive">Results archive</Link>
    </p>
  );
}

function ResultView({ result }: { result: Detail }) {
  const { patient } = result;
  return (
    <>
      <h1>{result.testName}</h1>
      <BackLinks />
      <p>
        {patient.firstName} {patient.lastName} · {RESULT_STATUS_WORDS[result.status]} ·{' '}
        {REPORT_STATUS_WORDS[result.reportStatus]}
      </p>
      {/* The values below replaced the ones first shown: say so, and when. */}
      {result.reportStatus === 'corrected' && result.correctedAt ? (
        <p>{RESULTS_TEXTS.correctedOn(formatDate(result.correctedAt))}</p>
      ) : null}
      <p className={styles.muted}>
        Order {result.orderNumber} · {result.labName}
        {result.collectedAt ? ` · sample taken ${formatDate(result.collectedAt)}` : ''}
        {` · received ${formatDate(result.receivedAt)}`}
      </p>
      <DownloadButtons result={result} />
      {result.notes.map((note) => (
        <p key={note} className={styles.note}>
          {note}
        </p>
      ))}
      <h2>Values</h2>
      <ObservationPages result={result} loadPage={(page) => readValuesPage(result.id, page)} />
      <ResultAnalysis result={result} />
    </>
  );
}
