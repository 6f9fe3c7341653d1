import type { ReactNode } from 'react';
import styles from './content-page.module.css';

/** The frame of a text page: one h1, an optional lead paragraph, readable line length. */
export function ContentPage({
  title,
  lead,
  children,
  wide,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <article className={`${styles.page} ${wide ? styles.wide : ''}`}>
      <h1 className={styles.title}>{title}</h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      <div className={styles.body}>{children}</div>
    </article>
  );
}
