import styles from './doctor-tool.module.css';

export interface Figure {
  label: string;
  value: number;
}

/**
 * A few figures at a glance, each a term and its number, so a screen reader reads them as pairs. The group carries
 * the name: a description list itself may not be named.
 */
export function StatsStrip({ label, figures }: { label: string; figures: readonly Figure[] }) {
  return (
    <div role="group" aria-label={label}>
      <dl className={styles.stats}>
        {figures.map((figure) => (
          <div key={figure.label} className={styles.stat}>
            <dt>{figure.label}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
