import { Check } from './icons';
import styles from './stepper.module.css';
import { VisuallyHidden } from './visually-hidden';

/** Where a step stands: finished, the one the buyer is on, or still ahead. */
export type StepState = 'done' | 'current' | 'upcoming';

export interface Step {
  label: string;
  state: StepState;
}

/**
 * The steps of a journey in order. The current one is `aria-current="step"`; a finished one carries a tick and says
 * so in words, so no state is told by colour alone.
 */
export function Stepper({ label, steps }: { label: string; steps: readonly Step[] }) {
  return (
    <ol aria-label={label} className={styles.stepper}>
      {steps.map((step, index) => (
        <li
          key={step.label}
          className={styles.step}
          data-state={step.state}
          aria-current={step.state === 'current' ? 'step' : undefined}
        >
          <span className={styles.marker} aria-hidden="true">
            {step.state === 'done' ? <Check strokeWidth={3} /> : index + 1}
          </span>
          <span className={styles.label}>
            {step.label}
            {step.state === 'done' ? <VisuallyHidden> (done)</VisuallyHidden> : null}
          </span>
        </li>
      ))}
    </ol>
  );
}
