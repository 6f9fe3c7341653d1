import { Observable, ReplaySubject, Subject } from 'rxjs';
import { assert, type Infer } from 'superstruct';
import { EVENT_SHAPES, REPLAYING_EVENTS, type EventName } from '@labshop/shared-contracts/core';

export type EventPayload<N extends EventName> = Infer<(typeof EVENT_SHAPES)[N]>;

export interface EventBus {
  emit<N extends EventName>(name: N, payload: EventPayload<N>): void;
  on<N extends EventName>(name: N): Observable<EventPayload<N>>;
}

const REPLAYING: ReadonlySet<EventName> = new Set(REPLAYING_EVENTS);

// The bundler writes the build's mode in place of process.env.NODE_ENV; a page without it counts as development.
declare const process: { readonly env: { readonly NODE_ENV?: string } } | undefined;

function isDevelopment(): boolean {
  return typeof process === 'undefined' || process.env.NODE_ENV !== 'production';
}

export function createEventBus(options: { checkPayloads?: boolean } = {}): EventBus {
  const checkPayloads = options.checkPayloads ?? isDevelopment();
  const channels = new Map<EventName, Subject<unknown>>();

  function channel(name: EventName): Subject<unknown> {
    let subject = channels.get(name);
    if (!subject) {
      subject = REPLAYING.has(name) ? new ReplaySubject<unknown>(1) : new Subject<unknown>();
      channels.set(name, subject);
    }
    return subject;
  }

  return {
    emit(name, payload) {
      if (!(name in EVENT_SHAPES)) throw new Error(`Undeclared event: ${String(name)}`);
      if (checkPayloads) assert(payload, EVENT_SHAPES[name] as never, `Event ${name} has a payload of the wrong shape`);
      channel(name).next(payload);
    },
    on<N extends EventName>(name: N) {
      return channel(name).asObservable() as Observable<EventPayload<N>>;
    },
  };
}

// One bus for the whole page: every remote that imports shared-contracts, even a second copy of it,
// reaches the same instance through this global key.
const BUS_KEY = Symbol.for('labshop.event-bus');
type BusHolder = { [BUS_KEY]?: EventBus };

export function getEventBus(): EventBus {
  const holder = globalThis as BusHolder;
  holder[BUS_KEY] ??= createEventBus();
  return holder[BUS_KEY];
}
