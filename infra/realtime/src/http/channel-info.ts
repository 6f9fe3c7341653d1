// What the API may ask about a channel (`info=user_count,subscription_count`).
import type { Channel } from '../channels/channel';
import { channelKind } from '../channels/channel-name';
import { HttpError } from './http-error';

export type InfoAttribute = 'user_count' | 'subscription_count';
export type ChannelInfo = Partial<Record<InfoAttribute, number>>;

const ATTRIBUTES: readonly InfoAttribute[] = ['user_count', 'subscription_count'];

function isAttribute(value: string): value is InfoAttribute {
  return (ATTRIBUTES as readonly string[]).includes(value);
}

export function parseInfo(info: string | null | undefined): InfoAttribute[] {
  if (!info) return [];
  return info
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      if (!isAttribute(part)) throw new HttpError(400, `Unknown info attribute "${part}".`);
      return part;
    });
}

/** Users are counted on presence channels only; asking for them elsewhere is a caller's mistake. */
export function requirePresenceFor(attributes: InfoAttribute[], channelName: string): void {
  if (attributes.includes('user_count') && channelKind(channelName) !== 'presence') {
    throw new HttpError(400, 'user_count is only available for presence channels.');
  }
}

export function describeChannel(channel: Channel | undefined, attributes: InfoAttribute[]): ChannelInfo {
  const info: ChannelInfo = {};
  if (attributes.includes('subscription_count')) info.subscription_count = channel?.subscriptionCount ?? 0;
  if (attributes.includes('user_count') && (!channel || channel.members)) {
    info.user_count = channel?.members?.count ?? 0;
  }
  return info;
}
