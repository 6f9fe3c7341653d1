import { useEffect, useState } from 'react';
import { getEventBus, type EventPayload } from './bus';
import type { EventName } from '@labshop/shared-contracts/core';

/** What a replaying channel holds right now (it answers a subscription at once), or undefined. */
function currentPayload<N extends EventName>(name: N): EventPayload<N> | undefined {
  let current: EventPayload<N> | undefined;
  getEventBus()
    .on(name)
    .subscribe((payload) => (current = payload))
    .unsubscribe();
  return current;
}

/**
 * The latest payload of an event, or undefined. A replaying channel's value is there from the first render, so a
 * page never shows, or fetches for, a state it is about to leave (a signed-in page drawn as signed out).
 */
export function useLatestEvent<N extends EventName>(name: N): EventPayload<N> | undefined {
  const [value, setValue] = useState<EventPayload<N> | undefined>(() => currentPayload(name));
  useEffect(() => {
    const subscription = getEventBus().on(name).subscribe(setValue);
    return () => subscription.unsubscribe();
  }, [name]);
  return value;
}

/** Runs a handler for every payload of an event while the component is mounted. */
export function useEventListener<N extends EventName>(name: N, handler: (payload: EventPayload<N>) => void): void {
  useEffect(() => {
    const subscription = getEventBus().on(name).subscribe(handler);
    return () => subscription.unsubscribe();
  }, [name, handler]);
}
