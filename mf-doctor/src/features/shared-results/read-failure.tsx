import { ApiError } from '@labshop/shared-contracts/core';
import { LoadFailed } from '@labshop/shared-contracts/web/remote-kit';
import { SHARED_RESULTS_TEXTS } from './shared-results-texts';

/** A read that failed: 404 means no access (never a hint whether the patient exists), anything else can be retried. */
export function ReadFailure({ error, message, onRetry }: { error: Error; message: string; onRetry: () => void }) {
  if (error instanceof ApiError && error.code === 404) return <p role="alert">{SHARED_RESULTS_TEXTS.noAccess}</p>;
  return <LoadFailed message={message} onRetry={onRetry} />;
}
