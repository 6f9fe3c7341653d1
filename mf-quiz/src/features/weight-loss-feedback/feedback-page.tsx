import { Link } from 'react-router-dom';
import { ActiveWeightLossProgramme, WEIGHT_LOSS_PATHS } from '@labshop/shared-contracts/core';
import { useApiQuery, useLatestEvent } from '@labshop/shared-contracts/web';
import { LoadFailed, Loading, Page } from '@labshop/shared-contracts/web/remote-kit';
import { buttonClassName } from '@labshop/shared-contracts/web/ui';
import { FeedbackForm } from './feedback-form';
import { FEEDBACK_TEXTS } from './feedback-texts';

const PROGRAMMES_PAGE = '/offer/weight-loss-programme-essential';

/** /quiz/weight-loss-feedback: the monthly check-in of the programme the signed-in patient follows. */
export function FeedbackPage() {
  const session = useLatestEvent('session:changed');
  const signedIn = Boolean(session?.user && session.token);
  const active = useApiQuery(signedIn ? WEIGHT_LOSS_PATHS.active : null, { answer: ActiveWeightLossProgramme });
  return (
    <Page aria-busy={signedIn && active.status === 'loading'}>
      <h1>{FEEDBACK_TEXTS.title}</h1>
      {session !== undefined && !signedIn ? (
        <Link className={buttonClassName('primary', 'normal')} to="/login">
          {FEEDBACK_TEXTS.signIn}
        </Link>
      ) : null}
      {signedIn && active.status === 'loading' ? <Loading label="Loading your programme…" /> : null}
      {active.status === 'error' ? <LoadFailed message={FEEDBACK_TEXTS.failure} onRetry={active.retry} /> : null}
      {active.status === 'success' && active.data.programme === null ? (
        <>
          <p>{FEEDBACK_TEXTS.noProgramme}</p>
          <Link to={PROGRAMMES_PAGE}>{FEEDBACK_TEXTS.seeProgrammes}</Link>
        </>
      ) : null}
      {active.status === 'success' && active.data.programme !== null ? (
        <>
          <p>{FEEDBACK_TEXTS.intro}</p>
          <FeedbackForm programmeId={active.data.programme.id} />
        </>
      ) : null}
    </Page>
  );
}

/** /quiz/weight-loss-feedback/thanks: the check-in is kept; the way to the progress page, where it shows. */
export function FeedbackThanksPage() {
  return (
    <Page>
      <h1>{FEEDBACK_TEXTS.thanksTitle}</h1>
      <p>{FEEDBACK_TEXTS.thanksBody}</p>
      <Link className={buttonClassName('primary', 'normal')} to="/weight-loss/progress">
        {FEEDBACK_TEXTS.seeProgress}
      </Link>
    </Page>
  );
}
