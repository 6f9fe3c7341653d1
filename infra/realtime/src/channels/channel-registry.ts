import { Channel } from './channel';

/** The channels that have subscribers. A channel exists only while someone is in it. */
export class ChannelRegistry {
  private readonly channels = new Map<string, Channel>();

  find(name: string): Channel | undefined {
    return this.channels.get(name);
  }

  findOrCreate(name: string): Channel {
    const existing = this.channels.get(name);
    if (existing) return existing;
    const channel = new Channel(name);
    this.channels.set(name, channel);
    return channel;
  }

  forgetIfEmpty(channel: Channel): void {
    if (!channel.occupied) this.channels.delete(channel.name);
  }

  occupied(prefix = ''): Channel[] {
    return [...this.channels.values()].filter((channel) => channel.occupied && channel.name.startsWith(prefix));
  }
}
