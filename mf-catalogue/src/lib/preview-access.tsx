import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import type { Struct } from 'superstruct';
import { ApiError } from '@labshop/shared-contracts/core';
import { useApiQuery, useLatestEvent } from '@labshop/shared-contracts/web';
import { isNotFound, LoadFailed, Loading, NotFound, Page } from '@labshop/shared-contracts/web/remote-kit';
import { useLocationQuery } from './chosen-location';
import styles from './preview-access.module.css';

export const PREVIEW_NOT_PUBLISHED = 'Preview: not published';
export const PREVIEW_PUBLISHED = 'Preview: published';

/** The shell's error pages say 'Unauthorized access' (401) and 'You do not have rights to the resource' (403). */
const errorPage = (status: 401 | 403) => <Navigate to={`/error/${status}`} replace />;

function deniedStatus(error: Error): 401 | 403 | null {
  if (!(error instanceof ApiError)) return null;
  return error.code === 401 || error.code === 403 ? error.code : null;
}

interface PreviewPageProps<T> {
  /** The API path of the preview. */
  path: string;
  answer: Struct<T, unknown>;
  /** Said while it loads, and when it fails: 'the test', 'the package'. */
  what: string;
  children: (preview: T) => ReactNode;
}

/**
 * An admin's preview of an item that may not be on sale yet. A guest is sent to the 401 page without asking the
 * API; anyone the API refuses goes to the 401 or 403 page, and an unknown id to the 404 page.
 */
export function PreviewPage<T>({ path, answer, what, children }: PreviewPageProps<T>) {
  const session = useLatestEvent('session:changed');
  const location = useLocationQuery();
  const signedIn = session !== undefined && session.user !== null;
  const preview = useApiQuery(signedIn ? path : null, { query: location, answer });

  if (session !== undefined && session.user === null) return errorPage(401);
  if (preview.status === 'error') {
    const denied = deniedStatus(preview.error);
    if (denied !== null) return errorPage(denied);
    if (isNotFound(preview.error)) return <NotFound />;
  }
  return (
    <Page aria-busy={preview.status === 'loading'}>
      {preview.status === 'loading' ? <Loading label={`Loading ${what}…`} /> : null}
      {preview.status === 'error' ? (
        <LoadFailed message={`The preview of ${what} could not be loaded.`} onRetry={preview.retry} />
      ) : null}
      {preview.status === 'success' ? children(preview.data) : null}
    </Page>
  );
}

/** Says plainly, above everything else, that this page is a preview and whether the shop shows the item yet. */
export function PreviewBanner({ published }: { published: boolean }) {
  return (
    <div role="note" aria-label="Preview" className={published ? styles.banner : `${styles.banner} ${styles.draft}`}>
      <p className={styles.title}>{published ? PREVIEW_PUBLISHED : PREVIEW_NOT_PUBLISHED}</p>
      <p>
        {published
          ? 'Patients see this page in the shop.'
          : 'Patients cannot see or buy this item yet; only administrators can open this page.'}
      </p>
    </div>
  );
}
