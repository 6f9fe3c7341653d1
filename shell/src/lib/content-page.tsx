import type { ReactNode } from 'react';
import styles from './content-page.module.css';
import longText from './long-text.module.css';

/** The frame of a text page: one h1, an optional lead paragraph, and the body in the site's long-text style. */
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
      <div className={longText.longText}>{children}</div>
    </article>
  );
}
