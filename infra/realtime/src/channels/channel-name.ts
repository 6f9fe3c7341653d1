// Channel names and the kind of channel a name makes: the prefix decides who may subscribe.
export type ChannelKind = 'public' | 'private' | 'presence';

export const MAX_CHANNEL_NAME_LENGTH = 200;
const CHANNEL_NAME = /^[A-Za-z0-9_\-=@,.;]+$/;

export function isValidChannelName(name: string): boolean {
  return name.length <= MAX_CHANNEL_NAME_LENGTH && CHANNEL_NAME.test(name);
}

/** `private-encrypted-*` channels are private ones whose payloads the server never reads. */
export function channelKind(name: string): ChannelKind {
  if (name.startsWith('presence-')) return 'presence';
  if (name.startsWith('private-')) return 'private';
  return 'public';
}
