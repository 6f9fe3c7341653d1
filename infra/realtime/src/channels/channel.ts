import { channelKind, type ChannelKind } from './channel-name';
import { PresenceMembers } from './presence-members';
import type { Subscriber } from './subscriber';
import type { OutgoingMessage } from '../protocol/outgoing';

/** One channel: its subscribers and, for presence channels, its members. */
export class Channel {
  readonly kind: ChannelKind;
  readonly members: PresenceMembers | undefined;
  private readonly subscribers = new Map<string, Subscriber>();

  constructor(readonly name: string) {
    this.kind = channelKind(name);
    this.members = this.kind === 'presence' ? new PresenceMembers() : undefined;
  }

  get subscriptionCount(): number {
    return this.subscribers.size;
  }

  get occupied(): boolean {
    return this.subscribers.size > 0;
  }

  has(socketId: string): boolean {
    return this.subscribers.has(socketId);
  }

  add(subscriber: Subscriber): void {
    this.subscribers.set(subscriber.socketId, subscriber);
  }

  remove(socketId: string): void {
    this.subscribers.delete(socketId);
  }

  /** Sends to every subscriber but the one named, as Pusher does for `socket_id` exclusion. */
  broadcast(message: OutgoingMessage, exceptSocketId?: string): void {
    for (const [socketId, subscriber] of this.subscribers) {
      if (socketId !== exceptSocketId) subscriber.send(message);
    }
  }
}
