import type { OutgoingMessage } from '../protocol/outgoing';

/** What a channel needs of a connection: who it is and a way to reach it. */
export interface Subscriber {
  readonly socketId: string;
  send(message: OutgoingMessage): void;
}
