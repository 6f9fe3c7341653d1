import { Link, useNavigate } from 'react-router-dom';
import { ActiveWeightLossProgramme, WEIGHT_LOSS_PATHS } from '@labshop/shared-contracts/core';
import { useApiQuery, useLatestEvent } from '@labshop/shared-contracts/web';
import { Page } from '@labshop/shared-contracts/web/remote-kit';
import { Button, buttonClassName } from '@labshop/shared-contracts/web/ui';
import { answerQuizAgain, chosenProgramme } from '../../lib/weight-loss-quiz-session';
import { ProgrammeOfferCard } from './programme-offer-card';
import { WEIGHT_LOSS_QUIZ_TEXTS as TEXTS } from './weight-loss-quiz-texts';
import styles from './weight-loss-quiz.module.css';

/** /quiz/weight-loss/thanks: what happens next, and the programme's package to buy. */
export function WeightLossQuizThanksPage() {
  return (
    <Page>
      <h1>{TEXTS.thanksTitle}</h1>
      <div className={styles.layout}>
        <section aria-labelledby="next-title">
          <h2 id="next-title">{TEXTS.nextTitle}</h2>
          <ol>
            {TEXTS.next.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ol>
          <p className={styles.note}>{TEXTS.notADiagnosis}</p>
        </section>
        <ProgrammeOfferCard product={chosenProgramme()} />
      </div>
    </Page>
  );
}

/** Where a patient following a programme sees it: their weights, check-ins and the programme's own results. */
const PROGRESS_PAGE = '/weight-loss/progress';

/**
 * /quiz/weight-loss/completed: the quiz is done already. A patient who follows the programme goes to its progress
 * and results; anyone else is offered the programme to buy, or the quiz again.
 */
export function WeightLossQuizCompletedPage() {
  const navigate = useNavigate();
  const session = useLatestEvent('session:changed');
  const signedIn = Boolean(session?.user && session.token);
  const active = useApiQuery(signedIn ? WEIGHT_LOSS_PATHS.active : null, { answer: ActiveWeightLossProgramme });
  const programme = active.status === 'success' ? active.data.programme : null;
  return (
    <Page>
      <h1>{TEXTS.completedTitle}</h1>
      <div className={styles.layout}>
        <section aria-labelledby="completed-title">
          <h2 id="completed-title">{TEXTS.nextTitle}</h2>
          <p>{programme ? TEXTS.completedFollowing(programme.name) : TEXTS.completedBody}</p>
          <div className={styles.actions}>
            {programme ? (
              <Link className={buttonClassName('primary', 'normal')} to={PROGRESS_PAGE}>
                {TEXTS.seeProgress}
              </Link>
            ) : null}
            <Button
              theme="outline"
              onClick={() => {
                answerQuizAgain();
                void navigate('/quiz/weight-loss');
              }}
            >
              {TEXTS.answerAgain}
            </Button>
          </div>
        </section>
        {programme ? null : <ProgrammeOfferCard product={chosenProgramme()} />}
      </div>
    </Page>
  );
}
