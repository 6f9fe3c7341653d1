import type { ReactNode } from 'react';
import styles from './action-bar.module.css';

export interface ActionBarProps {
  /** Shown beside the action on a narrow screen, where the summary is folded away. */
  total?: { label: string; amount: string };
  children: ReactNode;
}

/**
 * A page's primary action. On a narrow screen it keeps to the bottom of the screen while its part of the page
 * scrolls by, and comes to rest after that part, so it never covers the page's last lines or its footer.
 */
export function ActionBar({ total, children }: ActionBarProps) {
  return (
    <div className={styles.bar}>
      {total ? (
        <p className={styles.total}>
          <span>{total.label}</span> <strong>{total.amount}</strong>
        </p>
      ) : null}
      <div className={styles.actions}>{children}</div>
    </div>
  );
}
