import type { ReactNode } from 'react';
import styles from './page-hero.module.css';

/**
 * The opening band of a landing-style text page (about us, partners): a kicker, the page's one h1, a lead and
 * optional actions, on the ink colour or on the primary colour.
 */
export function PageHero({
  kicker,
  title,
  lead,
  actions,
  tone = 'ink',
}: {
  kicker: string;
  title: string;
  lead: ReactNode;
  actions?: ReactNode;
  tone?: 'ink' | 'primary';
}) {
  return (
    <header className={styles[tone]}>
      <div className={styles.inner}>
        <p className={styles.kicker}>{kicker}</p>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{lead}</p>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </header>
  );
}
