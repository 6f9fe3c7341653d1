import { Link } from 'react-router-dom';
import { ApiError } from '@labshop/shared-contracts/core';
import { LoadFailed } from '@labshop/shared-contracts/web/remote-kit';
import { MESSAGES } from '../../lib/messages';

/** Why orders could not be read: signed out (with the way to log in), or anything else with a way to try again. */
export function OrderLoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  if (error instanceof ApiError && error.code === 401) {
    return (
      <div role="alert">
        <p>Unauthorized access</p>
        <Link to="/login">Log in to see your orders</Link>
      </div>
    );
  }
  return <LoadFailed message={MESSAGES.unexpected} onRetry={onRetry} />;
}
