import styles from './figures.module.css';

export interface Figure {
  label: string;
  value: string | number;
}

/**
 * A few figures at a glance, each a term and its value, so a screen reader reads them as pairs. The group carries
 * the name: a description list itself may not be named.
 */
export function Figures({ label, figures }: { label: string; figures: readonly Figure[] }) {
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
