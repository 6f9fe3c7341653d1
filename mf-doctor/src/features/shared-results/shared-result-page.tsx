import { Link, useParams } from 'react-router-dom';
import {
  DOCTOR_ACCESS_PATHS,
  RESULT_STATUS_WORDS,
  ResultDetail,
  useApiQuery,
  type ResultObservation,
} from '@labshop/shared-contracts';
import { Loading, Page } from '@labshop/shared-contracts/remote-kit';
import { ReadFailure } from './read-failure';
import { SHARED_RESULTS_ROUTES, formatDay } from './shared-results-paths';
import { SHARED_RESULTS_TEXTS as TEXTS } from './shared-results-texts';

/** /doctor/area/patients/:accountId/results/:resultId: one shared result, every value with its range and flag. */
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
      {result.status === 'success' ? <ResultView result={result.data} /> : null}
    </Page>
  );
}

function ResultView({ result }: { result: ResultDetail }) {
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
      {result.notes.map((note) => (
        <p key={note}>{note}</p>
      ))}
      <h2>Values</h2>
      <table>
        <caption>Values of this result</caption>
        <thead>
          <tr>
            <th scope="col">Test</th>
            <th scope="col">Value</th>
            <th scope="col">Normal range</th>
            <th scope="col">Interpretation</th>
            <th scope="col">Other values</th>
          </tr>
        </thead>
        <tbody>
          {result.observations.map((observation) => (
            <ObservationRow key={observation.id} resultId={result.id} observation={observation} />
          ))}
        </tbody>
      </table>
    </>
  );
}

/** The flag is given in words, never by colour, so the table reads the same printed or read aloud. */
function ObservationRow({ resultId, observation }: { resultId: string; observation: ResultObservation }) {
  // The history holds this value too; the other points are the ones a doctor compares it with.
  const earlier = observation.history.filter((point) => point.resultId !== resultId);
  return (
    <tr>
      <th scope="row">{observation.name}</th>
      <td>{observation.displayValue}</td>
      <td>{observation.range ? observation.range.text : 'none given'}</td>
      <td>{observation.flagWords}</td>
      <td>
        {earlier.length === 0
          ? 'none'
          : earlier.map((point) => `${formatDay(point.date)}: ${pointValue(point.value)}`).join('; ')}
      </td>
    </tr>
  );
}

function pointValue(value: ResultObservation['value']): string {
  return value.kind === 'quantity' ? `${value.value} ${value.unit}` : value.text;
}
