import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  AccessRequestAnswer,
  DOCTOR_ACCESS_PATHS,
  DOCTOR_PRACTICE_PATHS,
  PracticePatientAnswer,
  type PracticePatient,
} from '@labshop/shared-contracts/core';
import { getApiClient, useApiQuery } from '@labshop/shared-contracts/web';
import { isNotFound, Page } from '@labshop/shared-contracts/web/remote-kit';
import { Button, EmptyState, Inbox } from '@labshop/shared-contracts/web/ui';
import { PRACTICE_ROUTES } from '../practice/practice-paths';
import { PRACTICE_TEXTS as TEXTS } from '../practice/practice-texts';
import { PracticeFailure } from '../practice/practice-failure';
import { ReferralRows } from '../practice/referral-rows';
import { TableSkeleton } from '../shared-results/table-skeleton';
import { SharingCell } from './practice-patients-page';
import styles from '../practice/practice.module.css';

/** /doctor/area/my-patients/:accountId: the referrals the doctor issued the patient, and their results or a request. */
export function PracticePatientPage() {
  const { accountId = '' } = useParams();
  const patient = useApiQuery(DOCTOR_PRACTICE_PATHS.patient(accountId), { answer: PracticePatientAnswer });
  return (
    <Page aria-busy={patient.status === 'loading'}>
      <p>
        <Link to={PRACTICE_ROUTES.patients}>{TEXTS.backToPatients}</Link>
      </p>
      {patient.status === 'loading' ? <TableSkeleton label={TEXTS.patientsLoading} rows={2} /> : null}
      {patient.status === 'error' ? (
        isNotFound(patient.error) ? (
          <p role="alert">{TEXTS.patientNotFound}</p>
        ) : (
          <PracticeFailure error={patient.error} message={TEXTS.patientsFailed} onRetry={patient.retry} />
        )
      ) : null}
      {patient.status === 'success' ? <PatientFile answer={patient.data} /> : null}
    </Page>
  );
}

function PatientFile({ answer }: { answer: PracticePatientAnswer }) {
  const { patient } = answer;
  return (
    <>
      <h1>{patient.name}</h1>
      <p className={styles.actions}>
        <span>{patient.phone}</span>
        <SharingCell patient={patient} />
      </p>
      {patient.sharesResults ? null : <AskForAccess patient={patient} />}
      <section aria-labelledby="patient-referrals" className={styles.section}>
        <h2 id="patient-referrals">{TEXTS.patientReferrals}</h2>
        {answer.referrals.length === 0 ? (
          <EmptyState icon={Inbox} headingLevel={3} title={TEXTS.patientNoReferrals} />
        ) : (
          <ReferralRows rows={answer.referrals} currency={answer.currency} caption={TEXTS.patientReferrals} />
        )}
      </section>
    </>
  );
}

/** The existing doctor-access request: the patient is asked to share their results with the doctor. */
function AskForAccess({ patient }: { patient: Pick<PracticePatient, 'phone'> }) {
  const [state, setState] = useState<'idle' | 'busy' | 'requested' | 'granted' | 'failed'>('idle');
  const ask = async () => {
    setState('busy');
    try {
      const answer = await getApiClient().request(DOCTOR_ACCESS_PATHS.accessRequests, {
        method: 'POST',
        body: { phone: patient.phone },
        answer: AccessRequestAnswer,
      });
      setState(answer.state === 'granted' ? 'granted' : 'requested');
    } catch {
      setState('failed');
    }
  };
  return (
    <div className={styles.section}>
      {state === 'requested' || state === 'granted' ? (
        <p role="status">{state === 'granted' ? TEXTS.accessGranted : TEXTS.accessRequested}</p>
      ) : (
        <Button theme="secondary" size="sm" loading={state === 'busy'} onClick={() => void ask()}>
          {TEXTS.askForAccess}
        </Button>
      )}
      {state === 'failed' ? <p role="alert">{TEXTS.messageNotSent}</p> : null}
    </div>
  );
}
