import { useEffect, useState } from 'react';
import { getEventBus, type EventPayload } from './bus';
import type { EventName } from './catalogue';

/** The latest payload of an event (replaying channels give their last value at once), or undefined. */
export function useLatestEvent<N extends EventName>(name: N): EventPayload<N> | undefined {
  const [value, setValue] = useState<EventPayload<N>>();
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
