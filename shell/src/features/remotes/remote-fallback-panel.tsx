import { useState } from 'react';
import type { RemoteName } from '@labshop/shared-contracts/core';
import { Button } from '@labshop/shared-contracts/web/ui';
import { REMOTE_LABELS } from './remote-labels';
import styles from './remote-fallback-panel.module.css';

/** Shown inside a remote's own area when it cannot be loaded; the rest of the page keeps working. */
export function RemoteFallbackPanel({ remote, onRetry }: { remote: RemoteName; onRetry: () => Promise<void> }) {
  const [retrying, setRetrying] = useState(false);
  const retry = async () => {
    setRetrying(true);
    try {
      await onRetry();
    } finally {
      setRetrying(false);
    }
  };
  return (
    <div role="alert" className={styles.panel}>
      <h2 className={styles.title}>This part of the page could not be loaded</h2>
      <p className={styles.text}>
        {REMOTE_LABELS[remote]} is not available right now. Check your connection and try again; the rest of the site
        still works.
      </p>
      <Button onClick={() => void retry()} disabled={retrying}>
        {retrying ? 'Retrying…' : 'Retry'}
      </Button>
    </div>
  );
}
