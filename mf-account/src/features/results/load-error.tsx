import { Link } from 'react-router-dom';
import { ApiError } from '@labshop/shared-contracts/core';
import { LoadFailed } from '@labshop/shared-contracts/web/remote-kit';
import styles from './results.module.css';

/** The product's texts for a read that failed, word for word. */
export const UNAUTHORIZED_MESSAGE = 'Unauthorized access';
export const UNEXPECTED_MESSAGE = 'Unexpected error occurred';

/**
 * Why a part of a results page could not be read: signed out (with the way to log in), not found, or anything
 * else with a way to try again.
 */
export function LoadError({ error, onRetry, notFound }: { error: Error; onRetry: () => void; notFound?: string }) {
  if (error instanceof ApiError && error.code === 401) {
    return (
      <div role="alert" className={styles.alert}>
        <p>{UNAUTHORIZED_MESSAGE}</p>
        <Link to="/login">Log in to see your results</Link>
      </div>
    );
  }
  if (notFound && error instanceof ApiError && error.code === 404) return <p role="alert">{notFound}</p>;
  return <LoadFailed message={UNEXPECTED_MESSAGE} onRetry={onRetry} />;
}
