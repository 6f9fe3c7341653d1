import { Link } from 'react-router-dom';
import {
  FEEDBACK_SATISFACTION_WORDS,
  FEEDBACK_SIDE_EFFECT_WORDS,
  type WeightLossFeedback,
} from '@labshop/shared-contracts/core';
import { buttonClassName, formatDate } from '@labshop/shared-contracts/web/ui';
import { PROGRESS_TEXTS } from './progress-texts';
import styles from './progress.module.css';

const FEEDBACK_PAGE = '/quiz/weight-loss-feedback';

function sideEffectsOf(feedback: WeightLossFeedback): string {
  return feedback.sideEffects
    .map((effect) =>
      effect === 'other' && feedback.sideEffectsOther ? feedback.sideEffectsOther : FEEDBACK_SIDE_EFFECT_WORDS[effect],
    )
    .join(', ');
}

/** The monthly check-ins the patient sent, newest first, and the way to send this month's. */
export function CheckInList({ feedback }: { feedback: readonly WeightLossFeedback[] }) {
  const newestFirst = [...feedback].reverse();
  return (
    <section aria-labelledby="check-ins-title">
      <h2 id="check-ins-title">{PROGRESS_TEXTS.checkIns}</h2>
      {newestFirst.length === 0 ? <p>{PROGRESS_TEXTS.noCheckIns}</p> : null}
      <ul className={styles.checkIns}>
        {newestFirst.map((item) => (
          <li key={item.id} className={styles.checkIn}>
            <h3>{formatDate(item.date)}</h3>
            <dl>
              <dt>How it is going</dt>
              <dd>{FEEDBACK_SATISFACTION_WORDS[item.satisfaction]}</dd>
              <dt>Side effects</dt>
              <dd>{sideEffectsOf(item)}</dd>
              <dt>Weight</dt>
              <dd>{`${item.weightKg.toFixed(1)} kg`}</dd>
              {item.comments ? (
                <>
                  <dt>Your note</dt>
                  <dd>{item.comments}</dd>
                </>
              ) : null}
            </dl>
          </li>
        ))}
      </ul>
      <Link className={buttonClassName('secondary', 'normal')} to={FEEDBACK_PAGE}>
        {PROGRESS_TEXTS.sendCheckIn}
      </Link>
    </section>
  );
}
