import { useNavigate } from 'react-router-dom';
import { Page } from '@labshop/shared-contracts/web/remote-kit';
import { Button } from '@labshop/shared-contracts/web/ui';
import { chosenProgramme, forgetCompletedQuiz } from '../../lib/weight-loss-quiz-session';
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

/** /quiz/weight-loss/completed: the quiz is done already; the programme to buy, or the quiz again. */
export function WeightLossQuizCompletedPage() {
  const navigate = useNavigate();
  return (
    <Page>
      <h1>{TEXTS.completedTitle}</h1>
      <div className={styles.layout}>
        <section aria-labelledby="completed-title">
          <h2 id="completed-title">{TEXTS.nextTitle}</h2>
          <p>{TEXTS.completedBody}</p>
          <Button
            theme="outline"
            onClick={() => {
              forgetCompletedQuiz();
              void navigate('/quiz/weight-loss');
            }}
          >
            {TEXTS.answerAgain}
          </Button>
        </section>
        <ProgrammeOfferCard product={chosenProgramme()} />
      </div>
    </Page>
  );
}
