import { Link, useParams } from 'react-router-dom';
import { DOCTOR_ACCESS_PATHS, RESULT_STATUS_WORDS, ResultDetail } from '@labshop/shared-contracts/core';
import { getApiClient, useApiQuery } from '@labshop/shared-contracts/web';
import { Loading, Page } from '@labshop/shared-contracts/web/remote-kit';
import { ObservationPages } from '@labshop/shared-contracts/web/ui';
import { ReadFailure } from './read-failure';
import { SHARED_RESULTS_ROUTES, formatDay } from './shared-results-paths';
import { SHARED_RESULTS_TEXTS as TEXTS } from './shared-results-texts';

/**
 * /doctor/area/patients/:accountId/results/:resultId: one shared result, drawn as the patient sees it: every value
 * with its flag in words, its range as text and as a bar, and its history as a chart and a table.
 */
export function SharedResultPage() {
  const { accountId = '', resultId = '' } = useParams();
  const result = useApiQuery(DOCTOR_ACCESS_PATHS.patientResult(accountId, resultId), { answer: ResultDetail });
  return (
    <Page aria-busy={result.status === 'loading'}>
      <h1>{result.status === 'success' ? result.data.testName : TEXTS.resultHeading}</h1>
      <p>
        <Link to={SHARED_RESULTS_ROUTES.patient(accountId)}>{TEXTS.backToResults}</Link>
      </p>
      {result.status === 'loading' ? <Loading label={TEXTS.resultLoading} /> : null}
      {result.status === 'error' ? (
        <ReadFailure error={result.error} message={TEXTS.resultFailed} onRetry={result.retry} />
      ) : null}
      {result.status === 'success' ? <ResultView accountId={accountId} result={result.data} /> : null}
    </Page>
  );
}

/** Another page of the shared result's values, read (and logged) as the first was. */
const readValuesPage = (accountId: string, resultId: string, page: number) =>
  getApiClient().request(`${DOCTOR_ACCESS_PATHS.patientResult(accountId, resultId)}?page=${page}`, {
    answer: ResultDetail,
  });

function ResultView({ accountId, result }: { accountId: string; result: ResultDetail }) {
  const { patient } = result;
  return (
    <>
      <p>
        {patient.firstName} {patient.lastName}
        {patient.birthDate ? `, born ${formatDay(patient.birthDate)}` : ''} · {RESULT_STATUS_WORDS[result.status]}
      </p>
      <p>
        Order {result.orderNumber} · {result.labName}
        {result.collectedAt ? ` · sample taken ${formatDay(result.collectedAt)}` : ''}
        {` · received ${formatDay(result.receivedAt)}`}
      </p>
      {/* A doctor reading a result must know its values replaced earlier ones they may have seen. */}
      {result.reportStatus === 'corrected' && result.correctedAt ? (
        <p>{TEXTS.correctedOn(formatDay(result.correctedAt))}</p>
      ) : null}
      {result.notes.map((note) => (
        <p key={note}>{note}</p>
      ))}
      <h2>Values</h2>
      <ObservationPages
        result={result}
        loadPage={(page) => readValuesPage(accountId, result.id, page)}
        formatDate={formatDay}
      />
    </>
  );
}
