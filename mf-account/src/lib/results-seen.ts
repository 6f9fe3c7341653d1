import { useEffect } from 'react';
import { RESULTS_PATHS, ResultsSeen } from '@labshop/shared-contracts/core';
import { getApiClient, useLatestEvent } from '@labshop/shared-contracts/web';

/**
 * When the patient last opened their results: the dashboard's "since your last visit". The API keeps it per
 * account, so it is the same on every device the patient signs in on. Before the first visit, results of the last
 * 30 days count as new.
 */
const FIRST_VISIT_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

export function lastVisitOf(seen: ResultsSeen, now: Date = new Date()): Date {
  const at = seen.seenAt === null ? Number.NaN : Date.parse(seen.seenAt);
  return Number.isNaN(at) ? new Date(now.getTime() - FIRST_VISIT_WINDOW_MS) : new Date(at);
}

/**
 * Records, once the results page is open, that the signed-in patient has now seen every result there. A failure
 * changes nothing the patient reads: the results stay counted as new until the next visit is recorded.
 */
export function useMarkResultsSeen(): void {
  const accountId = useLatestEvent('session:changed')?.user?.id;
  useEffect(() => {
    if (!accountId) return;
    getApiClient()
      .request(RESULTS_PATHS.seen, { method: 'POST', answer: ResultsSeen })
      .catch(() => undefined);
  }, [accountId]);
}
