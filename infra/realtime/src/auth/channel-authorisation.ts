// A private or presence subscription carries `auth` = "<key>:<signature>", signed by the app's server
// (the API's broadcasting-auth endpoint) after it checked the user may join.
import { hmacSha256Hex, sameSignature } from './hmac';

export interface AppCredentials {
  key: string;
  secret: string;
}

export interface ChannelAuthorisation {
  socketId: string;
  channel: string;
  auth: string | undefined;
  /** Present on presence channels, where it is signed too. */
  channelData?: string;
}

export function signChannel(secret: string, socketId: string, channel: string, channelData?: string): string {
  const parts = channelData === undefined ? [socketId, channel] : [socketId, channel, channelData];
  return hmacSha256Hex(secret, parts.join(':'));
}

export function isChannelAuthorised(app: AppCredentials, request: ChannelAuthorisation): boolean {
  if (!request.auth) return false;
  const separator = request.auth.indexOf(':');
  if (separator < 0) return false;
  const key = request.auth.slice(0, separator);
  const signature = request.auth.slice(separator + 1);
  if (key !== app.key) return false;
  const expected = signChannel(app.secret, request.socketId, request.channel, request.channelData);
  return sameSignature(expected, signature);
}
