import type { ReactNode } from 'react';
import styles from './visually-hidden.module.css';

/** Words for assistive technology that the page shows another way (a tick, a struck-through price). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={styles.visuallyHidden}>{children}</span>;
}
