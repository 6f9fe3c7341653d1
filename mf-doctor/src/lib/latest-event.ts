import { getEventBus, type EventPayload } from '@labshop/shared-contracts/web';
import type { EventName } from '@labshop/shared-contracts/core';

/** The last payload of a replaying channel (session, config) right now, without keeping a subscription. */
export function latestEvent<N extends EventName>(name: N): EventPayload<N> | undefined {
  let latest: EventPayload<N> | undefined;
  getEventBus()
    .on(name)
    .subscribe((payload) => {
      latest = payload;
    })
    .unsubscribe();
  return latest;
}
