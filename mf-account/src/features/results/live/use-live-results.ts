import { useEffect, useRef } from 'react';
import { RESULT_READY_EVENT, ResultReadyPayload } from '@labshop/shared-contracts/core';
import { useLatestEvent } from '@labshop/shared-contracts/web';
import { showToast } from '@labshop/shared-contracts/web/ui';
import { RESULTS_TEXTS } from '../results-texts';
import { listenOnAccountChannel } from './account-channel';

/**
 * While a results page is open and realtime is on in the public configuration, a result the lab delivers for
 * this account is announced in a toast and handed to the page, which reads its data again.
 */
export function useLiveResults(onReady: (ready: ResultReadyPayload) => void): void {
  const config = useLatestEvent('config:loaded');
  const session = useLatestEvent('session:changed');
  const realtime = config?.realtime;
  const handler = useRef(onReady);
  const settings = useRef(realtime);
  // Declared before the connection's effect, so it sees the latest values when it runs.
  useEffect(() => {
    handler.current = onReady;
    settings.current = realtime;
  }, [onReady, realtime]);

  const token = session?.token ?? null;
  const accountId = session?.user?.id ?? null;
  // One listener per set of settings and session; a new configuration object with the same values keeps it.
  const settingsKey = realtime?.enabled ? JSON.stringify(realtime) : null;

  useEffect(() => {
    const current = settings.current;
    if (settingsKey === null || !current || token === null || accountId === null) return undefined;
    return listenOnAccountChannel(current, { token, accountId }, RESULT_READY_EVENT, (payload) => {
      // A payload of another shape is not ours to show; it is dropped rather than guessed at.
      const [failure, ready] = ResultReadyPayload.validate(payload);
      if (failure) return;
      const words = ready.corrected ? RESULTS_TEXTS.correctedResult : RESULTS_TEXTS.newResult;
      showToast(words(ready.testName, ready.patientFirstName), { type: 'info' });
      handler.current(ready);
    });
  }, [settingsKey, token, accountId]);
}
