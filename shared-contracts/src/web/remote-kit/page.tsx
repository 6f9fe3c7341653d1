import type { ComponentPropsWithoutRef } from 'react';
import styles from './page.module.css';

/** The frame of a remote's page: content width, spacing and the size of its heading. */
export function Page({ className, ...props }: ComponentPropsWithoutRef<'div'>) {
  return <div className={className ? `${styles.page} ${className}` : styles.page} {...props} />;
}
