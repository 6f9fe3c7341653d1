import type { ReactNode } from 'react';
import type { DesignToken } from './read-tokens';
import styles from './design-system.module.css';

/** A section of the page with its heading, reachable from the page's list of sections. */
export function TokenSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {children}
    </section>
  );
}

/** Tokens one a row: the name, what it comes to (and the token it is named after), and a sample drawn with it. */
export function TokenList({
  label,
  tokens,
  preview,
}: {
  label: string;
  tokens: readonly DesignToken[];
  preview?: (token: DesignToken) => ReactNode;
}) {
  return (
    <ul className={styles.tokenList} aria-label={label}>
      {tokens.map((token) => (
        <li key={token.name} className={styles.tokenRow}>
          <div className={styles.tokenText}>
            <code className={styles.tokenName}>{token.name}</code>
            <span className={styles.tokenValue}>{token.value}</span>
            {token.declared !== token.value ? <span className={styles.tokenAlias}>{token.declared}</span> : null}
          </div>
          {preview ? <div className={styles.tokenPreview}>{preview(token)}</div> : null}
        </li>
      ))}
    </ul>
  );
}
