import { useEffect } from 'react';
import { ShellButtonLink } from '../../lib/shell-button-link';
import { errorMessage, GO_TO_MAIN_PAGE, NOT_FOUND_CONTENT, NOT_FOUND_TITLE } from './error-texts';
import styles from './error-page.module.css';

/**
 * The error page. 404: a full-screen background image, the not-found title as the heading, the
 * not-found content as the paragraph, and a button to the main page. Any other status: the number in
 * large type, its message and the same button. Every error page is logged.
 */
export function ErrorPage({ status }: { status: number }) {
  useEffect(() => {
    console.error(`Error page ${status}: ${status === 404 ? NOT_FOUND_TITLE : errorMessage(status)}`);
  }, [status]);

  if (status === 404) {
    return (
      <section className={styles.notFound}>
        <div className={styles.card}>
          <h1 className={styles.notFoundTitle}>{NOT_FOUND_TITLE}</h1>
          <p className={styles.notFoundContent}>{NOT_FOUND_CONTENT}</p>
          <ShellButtonLink href="/" size="lg">
            {GO_TO_MAIN_PAGE}
          </ShellButtonLink>
        </div>
      </section>
    );
  }
  return (
    <section className={styles.error}>
      <h1 className={styles.status}>{status}</h1>
      <p className={styles.message}>{errorMessage(status)}</p>
      <ShellButtonLink href="/" size="lg">
        {GO_TO_MAIN_PAGE}
      </ShellButtonLink>
    </section>
  );
}
