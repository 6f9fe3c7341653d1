import { useId, useState, type ReactNode } from 'react';
import { ChevronDown } from '@labshop/shared-contracts/web/ui';
import styles from './purchase-layout.module.css';

/** The summary's button on a narrow screen reads this, then the total. */
export const SUMMARY_TOGGLE_LABEL = 'Order summary';

export interface PurchaseLayoutProps {
  /** The page's own content: the left column on a wide screen. */
  children: ReactNode;
  /** The total, as shown: the summary's button on a narrow screen names it, so it is known before it is opened. */
  total: string;
  /** The order summary: beside the content on a wide screen, folded away at the top on a narrow one. */
  summary: ReactNode;
  /** The page's primary action, an `ActionBar`: under the summary, or kept at the bottom of a narrow screen. */
  action?: ReactNode;
}

/**
 * The cart's and checkout's two columns. From 1024 px the summary keeps to the top of the right column as the page
 * scrolls; below, it opens from a button at the top of the page, and the primary action stays within reach at the
 * bottom of the screen.
 */
export function PurchaseLayout({ children, total, summary, action }: PurchaseLayoutProps) {
  const [open, setOpen] = useState(false);
  const summaryId = useId();
  return (
    <div className={styles.layout}>
      <div className={styles.main}>{children}</div>
      <div className={styles.side}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={summaryId}
          onClick={() => setOpen((wasOpen) => !wasOpen)}
        >
          <span className={styles.toggleLabel}>{SUMMARY_TOGGLE_LABEL}</span>
          <span className={styles.toggleAmount}>{total}</span>
          <ChevronDown aria-hidden="true" className={styles.chevron} />
        </button>
        <div id={summaryId} className={open ? styles.summary : `${styles.summary} ${styles.folded}`}>
          {summary}
        </div>
        {action}
      </div>
    </div>
  );
}
