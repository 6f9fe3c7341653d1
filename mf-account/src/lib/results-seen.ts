import { useEffect } from 'react';
import { pageStorage, useLatestEvent } from '@labshop/shared-contracts/web';

/**
 * When the patient last opened the results page, in this browser: the dashboard's "since your last visit". Before the
 * first visit, results of the last 30 days count as new. Kept per account, so two people sharing a browser each
 * have their own.
 */
const keyOf = (accountId: string) => `labshop.results-seen-at.${accountId}`;
const FIRST_VISIT_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

export function resultsSeenAt(accountId: string, now: Date = new Date()): Date {
  const stored = pageStorage('localStorage').getItem(keyOf(accountId));
  const seen = stored === null ? Number.NaN : Date.parse(stored);
  return Number.isNaN(seen) ? new Date(now.getTime() - FIRST_VISIT_WINDOW_MS) : new Date(seen);
}

export function markResultsSeen(accountId: string, now: Date = new Date()): void {
  pageStorage('localStorage').setItem(keyOf(accountId), now.toISOString());
}

/** Records, once the results page is open, that the signed-in patient has now seen every result there. */
export function useMarkResultsSeen(): void {
  const accountId = useLatestEvent('session:changed')?.user?.id;
  useEffect(() => {
    if (accountId) markResultsSeen(accountId);
  }, [accountId]);
}
