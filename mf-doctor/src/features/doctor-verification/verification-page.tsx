import { Link } from 'react-router-dom';
import { ApiError, DOCTOR_PROFILE_PATHS, DoctorVerificationAnswer } from '@labshop/shared-contracts/core';
import { useApiQuery } from '@labshop/shared-contracts/web';
import { LoadFailed, Loading, Page } from '@labshop/shared-contracts/web/remote-kit';
import { Alert } from '@labshop/shared-contracts/web/ui';
import { VERIFICATION_TEXTS as TEXTS } from './verification-texts';

/**
 * /doctor/verification: where the account's doctor registration stands, why, and what happens next. Open to any
 * signed-in account, since a doctor waiting for the check acts as a patient and the doctor area is closed to them.
 */
export function VerificationPage() {
  const verification = useApiQuery(DOCTOR_PROFILE_PATHS.verification, { answer: DoctorVerificationAnswer });
  return (
    <Page aria-busy={verification.status === 'loading'}>
      <h1>{TEXTS.heading}</h1>
      {verification.status === 'loading' ? <Loading label={TEXTS.loading} /> : null}
      {verification.status === 'error' && verification.error instanceof ApiError && verification.error.code === 401 ? (
        <p>
          {TEXTS.guest} <Link to="/login">{TEXTS.logIn}</Link>
        </p>
      ) : null}
      {verification.status === 'error' &&
      !(verification.error instanceof ApiError && verification.error.code === 401) ? (
        <LoadFailed message={TEXTS.loadFailed} onRetry={verification.retry} />
      ) : null}
      {verification.status === 'success' ? <Standing answer={verification.data} /> : null}
    </Page>
  );
}

function Standing({ answer }: { answer: DoctorVerificationAnswer }) {
  const pwz = answer.pwz ?? '';
  switch (answer.status) {
    case 'pending':
      return (
        <Alert tone="info" live="off" title={TEXTS.pendingTitle}>
          <p>{TEXTS.pendingWhy(pwz)}</p>
          <p>{TEXTS.pendingNext}</p>
        </Alert>
      );
    case 'rejected':
      return (
        <Alert tone="warning" live="off" title={TEXTS.rejectedTitle}>
          <p>{TEXTS.rejectedWhy(pwz)}</p>
          <p>
            {TEXTS.rejectedNext} <a href="/contact">{TEXTS.contact}</a>
          </p>
        </Alert>
      );
    case 'verified':
      return (
        <Alert tone="success" live="off" title={TEXTS.verifiedTitle}>
          <p>{TEXTS.verifiedNext}</p>
          <p>
            <Link to="/doctor">{TEXTS.doctorArea}</Link>
          </p>
        </Alert>
      );
    case null:
      return (
        <section aria-labelledby="not-a-doctor">
          <h2 id="not-a-doctor">{TEXTS.noneTitle}</h2>
          <p>
            {TEXTS.noneNext} <a href="/register/doctor">{TEXTS.register}</a>
          </p>
        </section>
      );
  }
}
