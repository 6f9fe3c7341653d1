import { ApiError } from '@labshop/shared-contracts/core';
import { LoadFailed } from '@labshop/shared-contracts/web/remote-kit';
import { PRACTICE_TEXTS } from './practice-texts';

/** A read that failed: 403 (not a doctor, or not yet verified) says so in the product's words; else try again. */
export function PracticeFailure({ error, message, onRetry }: { error: Error; message: string; onRetry: () => void }) {
  if (error instanceof ApiError && (error.code === 403 || error.code === 401)) {
    return <p role="alert">{PRACTICE_TEXTS.forbidden}</p>;
  }
  return <LoadFailed message={message} onRetry={onRetry} />;
}
