import { Link, useParams } from 'react-router-dom';
import {
  DOCTOR_ACCESS_PATHS,
  RESULT_STATUS_WORDS,
  SharedResultsAnswer,
  type PatientResults,
  type ResultsEntry,
} from '@labshop/shared-contracts/core';
import { useApiQuery } from '@labshop/shared-contracts/web';
import { Loading, Page } from '@labshop/shared-contracts/web/remote-kit';
import { ReadFailure } from './read-failure';
import { SHARED_RESULTS_ROUTES, formatDay } from './shared-results-paths';
import { SHARED_RESULTS_TEXTS as TEXTS } from './shared-results-texts';

/** /doctor/area/patients/:accountId: the results of one patient account (the holder and family), newest first. */
export function PatientResultsPage() {
  const { accountId = '' } = useParams();
  const results = useApiQuery(DOCTOR_ACCESS_PATHS.patientResults(accountId), { answer: SharedResultsAnswer });
  const groups = results.status === 'success' ? results.data.patients : [];
  return (
    <Page aria-busy={results.status === 'loading'}>
      <h1>{TEXTS.resultsHeading}</h1>
      <p>
        <Link to={SHARED_RESULTS_ROUTES.patients}>{TEXTS.backToPatients}</Link>
      </p>
      {results.status === 'loading' ? <Loading label={TEXTS.resultsLoading} /> : null}
      {results.status === 'error' ? (
        <ReadFailure error={results.error} message={TEXTS.resultsFailed} onRetry={results.retry} />
      ) : null}
      {results.status === 'success' && groups.every((group) => group.entries.length === 0) ? (
        <p>{TEXTS.resultsEmpty}</p>
      ) : null}
      {groups
        .filter((group) => group.entries.length > 0)
        .map((group) => (
          <PatientGroup key={group.patient.id} accountId={accountId} group={group} />
        ))}
    </Page>
  );
}

function PatientGroup({ accountId, group }: { accountId: string; group: PatientResults }) {
  const name = `${group.patient.firstName} ${group.patient.lastName}`;
  return (
    <section aria-label={name}>
      <h2>{name}</h2>
      <ul aria-label={`Tests of ${name}`}>
        {group.entries.map((entry) => (
          <li key={entry.orderLineId}>
            <EntryLine accountId={accountId} entry={entry} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A ready result links to its page; the words say its status and how many values are out of range. */
function EntryLine({ accountId, entry }: { accountId: string; entry: ResultsEntry }) {
  const status = RESULT_STATUS_WORDS[entry.status];
  const outOfRange =
    entry.outOfRange > 0 ? ` · ${entry.outOfRange} out of range${entry.critical ? ', critical' : ''}` : '';
  return (
    <>
      {entry.resultId ? (
        <Link to={SHARED_RESULTS_ROUTES.result(accountId, entry.resultId)}>{entry.testName}</Link>
      ) : (
        <span>{entry.testName}</span>
      )}
      {` · ${status} · ${formatDay(entry.date)} · order ${entry.orderNumber}${outOfRange}`}
    </>
  );
}
