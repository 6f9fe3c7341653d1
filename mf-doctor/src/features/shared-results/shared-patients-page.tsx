import { Link } from 'react-router-dom';
import { DOCTOR_ACCESS_PATHS, SharedPatientsAnswer } from '@labshop/shared-contracts/core';
import { useApiQuery } from '@labshop/shared-contracts/web';
import { Loading, Page } from '@labshop/shared-contracts/web/remote-kit';
import { ReadFailure } from './read-failure';
import { SHARED_RESULTS_ROUTES, formatDay } from './shared-results-paths';
import { SHARED_RESULTS_TEXTS as TEXTS } from './shared-results-texts';

/** /doctor/area/patients: the patients who share their results with the signed-in doctor. */
export function SharedPatientsPage() {
  const patients = useApiQuery(DOCTOR_ACCESS_PATHS.sharedPatients, { answer: SharedPatientsAnswer });
  return (
    <Page aria-busy={patients.status === 'loading'}>
      <h1>{TEXTS.patientsHeading}</h1>
      {patients.status === 'loading' ? <Loading label={TEXTS.patientsLoading} /> : null}
      {patients.status === 'error' ? (
        <ReadFailure error={patients.error} message={TEXTS.patientsFailed} onRetry={patients.retry} />
      ) : null}
      {patients.status === 'success' && patients.data.patients.length === 0 ? <p>{TEXTS.patientsEmpty}</p> : null}
      {patients.status === 'success' && patients.data.patients.length > 0 ? (
        <ul aria-label="Patients">
          {patients.data.patients.map((patient) => (
            <li key={patient.id}>
              <Link to={SHARED_RESULTS_ROUTES.patient(patient.id)}>{patient.name}</Link>
              {` · sharing since ${formatDay(patient.granted_at)}`}
            </li>
          ))}
        </ul>
      ) : null}
    </Page>
  );
}
