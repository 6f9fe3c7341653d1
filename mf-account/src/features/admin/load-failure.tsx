import { useEffect } from 'react';
import { LoadFailed } from '@labshop/shared-contracts/web/remote-kit';
import { MESSAGES } from '../../lib/messages';
import { isForbidden, toastIfForbidden } from '@labshop/shared-contracts/web/forms';

/** A list that could not be read: 'It cannot be done.' (also as a toast) for a role that may not see it. */
export function AdminLoadFailure({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const forbidden = isForbidden(error);
  useEffect(() => {
    toastIfForbidden(error);
  }, [error]);
  if (!forbidden) return <LoadFailed message={MESSAGES.unexpected} onRetry={onRetry} />;
  return (
    <div role="alert">
      <p>{MESSAGES.forbidden}</p>
    </div>
  );
}
