import { RESULT_STATUS_WORDS, type ResultStatus } from '@labshop/shared-contracts/core';
import styles from './results.module.css';

/** A shape per step, so the status reads without its words too: waiting, in progress, done. */
const STATUS_SHAPES: Record<ResultStatus, string> = {
  awaiting_sample: '○',
  in_lab: '◐',
  ready: '●',
};

export function StatusLabel({ status }: { status: ResultStatus }) {
  return (
    <span className={styles.status}>
      <span aria-hidden="true">{STATUS_SHAPES[status]}</span>
      {RESULT_STATUS_WORDS[status]}
    </span>
  );
}
