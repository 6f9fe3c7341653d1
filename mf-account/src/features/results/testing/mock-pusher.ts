/**
 * A stand-in for pusher-js in tests: every client made is recorded with the channels it subscribed and the
 * handlers bound there, so a test can publish on a channel as the realtime server would. Use it from a test with
 * `jest.mock('pusher-js', () => require('<this file>').mockPusherModule)`.
 */
type Handler = (payload: unknown) => void;

export interface MockPusher {
  key: string;
  options: Record<string, unknown>;
  channels: Map<string, Map<string, Handler[]>>;
  disconnected: boolean;
}

export const mockPushers: MockPusher[] = [];

class FakePusher implements MockPusher {
  channels = new Map<string, Map<string, Handler[]>>();
  disconnected = false;
  constructor(
    public key: string,
    public options: Record<string, unknown>,
  ) {
    mockPushers.push(this);
  }
  subscribe(name: string) {
    const events = this.channels.get(name) ?? new Map<string, Handler[]>();
    this.channels.set(name, events);
    return {
      bind: (event: string, handler: Handler) => events.set(event, [...(events.get(event) ?? []), handler]),
    };
  }
  disconnect() {
    this.disconnected = true;
  }
}

export const mockPusherModule = { __esModule: true, default: FakePusher };

/** Publishes `payload` as `event` on `channel` of the given client, as the realtime server would. */
export function publish(pusher: MockPusher | undefined, channel: string, event: string, payload: unknown): void {
  const handlers = pusher?.channels.get(channel)?.get(event) ?? [];
  if (handlers.length === 0) throw new Error(`nobody listens to ${event} on ${channel}`);
  handlers.forEach((handler) => handler(payload));
}
