// Joining and leaving channels. Private and presence channels need a signature from the app's server;
// presence channels also tell the others who came and went.
import { isChannelAuthorised } from '../auth/channel-authorisation';
import { isValidChannelName, MAX_CHANNEL_NAME_LENGTH } from '../channels/channel-name';
import type { Channel } from '../channels/channel';
import { parsePresenceChannelData } from '../channels/presence-channel-data';
import type { PresenceMembers } from '../channels/presence-members';
import { MAX_PRESENCE_MEMBERS } from '../limits';
import { CODES } from '../protocol/codes';
import type { SubscribeRequest } from '../protocol/incoming';
import { channelEvent, subscriptionError, subscriptionSucceeded } from '../protocol/outgoing';
import type { RealtimeContext } from '../realtime-context';
import type { ClientConnection } from './client-connection';

function isAuthorised(
  context: RealtimeContext,
  connection: ClientConnection,
  channel: Channel,
  request: SubscribeRequest,
): boolean {
  if (channel.kind === 'public') return true;
  return isChannelAuthorised(context.config, {
    socketId: connection.socketId,
    channel: channel.name,
    auth: request.auth,
    channelData: channel.kind === 'presence' ? request.channelData : undefined,
  });
}

function joinPresence(
  channel: Channel,
  members: PresenceMembers,
  connection: ClientConnection,
  request: SubscribeRequest,
): void {
  const member = parsePresenceChannelData(request.channelData);
  if (!member.ok) {
    connection.send(subscriptionError(channel.name, 'InvalidChannelData', member.error, 400));
    return;
  }
  const { userId, userInfo } = member.value;
  if (!members.has(userId) && members.count >= MAX_PRESENCE_MEMBERS) {
    const error = `A presence channel holds at most ${MAX_PRESENCE_MEMBERS} members.`;
    connection.send(subscriptionError(channel.name, 'LimitReached', error, 403));
    return;
  }
  channel.add(connection);
  connection.channels.add(channel.name);
  if (members.add(connection.socketId, member.value)) {
    const added = JSON.stringify({ user_id: userId, user_info: userInfo });
    channel.broadcast(channelEvent(channel.name, 'pusher_internal:member_added', added), connection.socketId);
  }
  connection.send(subscriptionSucceeded(channel.name, members.snapshot()));
}

function join(context: RealtimeContext, connection: ClientConnection, channel: Channel, request: SubscribeRequest) {
  if (channel.has(connection.socketId)) {
    connection.send(subscriptionSucceeded(channel.name, channel.members?.snapshot()));
    return;
  }
  if (!isAuthorised(context, connection, channel, request)) {
    const error = `The connection is not authorised to subscribe to ${channel.name}.`;
    connection.send(subscriptionError(channel.name, 'AuthError', error, 401));
    return;
  }
  if (channel.members) {
    joinPresence(channel, channel.members, connection, request);
    return;
  }
  channel.add(connection);
  connection.channels.add(channel.name);
  connection.send(subscriptionSucceeded(channel.name));
}

export function subscribe(context: RealtimeContext, connection: ClientConnection, request: SubscribeRequest): void {
  if (!isValidChannelName(request.channel)) {
    const rule = `letters, digits and _-=@,.; only, at most ${MAX_CHANNEL_NAME_LENGTH} characters`;
    connection.reportError(CODES.invalidMessage, `Invalid channel name "${request.channel}": ${rule}.`);
    return;
  }
  const channel = context.channels.findOrCreate(request.channel);
  join(context, connection, channel, request);
  context.channels.forgetIfEmpty(channel);
}

export function unsubscribe(context: RealtimeContext, connection: ClientConnection, name: string): void {
  connection.channels.delete(name);
  const channel = context.channels.find(name);
  if (!channel?.has(connection.socketId)) return;
  channel.remove(connection.socketId);
  const left = channel.members?.remove(connection.socketId);
  if (left) {
    const removed = JSON.stringify({ user_id: left.userId });
    channel.broadcast(channelEvent(name, 'pusher_internal:member_removed', removed));
  }
  context.channels.forgetIfEmpty(channel);
}

export function leaveAllChannels(context: RealtimeContext, connection: ClientConnection): void {
  for (const name of [...connection.channels]) unsubscribe(context, connection, name);
}
