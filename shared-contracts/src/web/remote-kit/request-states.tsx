// ApiError through the package name, not a relative path: on a federated page the error a remote's API
// call raises comes from the one shared copy of the contracts, and `instanceof` must test that class.
import { ApiError } from '@labshop/shared-contracts/core';
import { Button } from '@labshop/shared-contracts/web/ui';
import styles from './page.module.css';

/** Said while a part of the page loads; its container carries aria-busy. */
export function Loading({ label }: { label: string }) {
  return (
    <p role="status" className={styles.status}>
      {label}
    </p>
  );
}

/** A failed load, announced, with a way to try again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className={styles.alert}>
      <p>{message}</p>
      <Button theme="secondary" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

export function isNotFound(error: Error): boolean {
  return error instanceof ApiError && error.code === 404;
}
