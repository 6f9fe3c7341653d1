import { ApiError } from '@labshop/shared-contracts/core';
import { LoadFailed } from '@labshop/shared-contracts/web/remote-kit';
import { PRACTICE_TEXTS } from './practice-texts';
import styles from './practice.module.css';

/** A read that failed: 403 (not a doctor, or not yet verified) says so in the product's words; else try again. */
export function PracticeFailure({ error, message, onRetry }: { error: Error; message: string; onRetry: () => void }) {
  if (error instanceof ApiError && (error.code === 403 || error.code === 401)) {
    return <p role="alert">{PRACTICE_TEXTS.forbidden}</p>;
  }
  return <LoadFailed message={message} onRetry={onRetry} />;
}

/** Figures at a glance: each a term and its value, named as one group. */
export function Figures({ label, figures }: { label: string; figures: readonly { label: string; value: string }[] }) {
  return (
    <div role="group" aria-label={label}>
      <dl className={styles.figures}>
        {figures.map((figure) => (
          <div key={figure.label} className={styles.figure}>
            <dt>{figure.label}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
