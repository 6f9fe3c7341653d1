import styles from './quiz.module.css';

/** Where the patient is in the quiz, in words and as a bar (the bar alone would tell it by shape only). */
export function QuizProgressBar({ stepNumber, stepCount }: { stepNumber: number; stepCount: number }) {
  return (
    <div className={styles.progress}>
      <progress
        className={styles.progressBar}
        value={stepNumber}
        max={stepCount}
        aria-label={`Step ${stepNumber} of ${stepCount}`}
      />
    </div>
  );
}
