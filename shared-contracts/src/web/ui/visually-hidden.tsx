import type { ReactNode } from 'react';
import styles from './visually-hidden.module.css';

/** Words for assistive technology that the page shows another way (a tick, a struck-through price, a shimmer). */
export function VisuallyHidden({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <span id={id} className={styles.visuallyHidden}>
      {children}
    </span>
  );
}
