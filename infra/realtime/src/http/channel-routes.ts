// `GET /apps/<id>/channels`, `/channels/<name>` and `/channels/<name>/users`: what the app's server may ask.
import { channelKind } from '../channels/channel-name';
import type { RealtimeContext } from '../realtime-context';
import type { ApiRequest } from './api-request';
import { describeChannel, parseInfo, requirePresenceFor, type ChannelInfo } from './channel-info';
import { HttpError } from './http-error';

function channelNameOf(request: ApiRequest): string {
  if (request.channelName === undefined) throw new HttpError(400, 'The path must name a channel.');
  return request.channelName;
}

export function listChannels(context: RealtimeContext, request: ApiRequest): unknown {
  const prefix = request.query.get('filter_by_prefix') ?? '';
  const attributes = parseInfo(request.query.get('info'));
  if (attributes.includes('user_count') && !prefix.startsWith('presence-')) {
    throw new HttpError(400, 'user_count needs filter_by_prefix=presence-.');
  }
  const channels: Record<string, ChannelInfo> = {};
  for (const channel of context.channels.occupied(prefix))
    channels[channel.name] = describeChannel(channel, attributes);
  return { channels };
}

export function showChannel(context: RealtimeContext, request: ApiRequest): unknown {
  const name = channelNameOf(request);
  const attributes = parseInfo(request.query.get('info'));
  requirePresenceFor(attributes, name);
  const channel = context.channels.find(name);
  return { occupied: channel?.occupied ?? false, ...describeChannel(channel, attributes) };
}

export function listUsers(context: RealtimeContext, request: ApiRequest): unknown {
  const name = channelNameOf(request);
  if (channelKind(name) !== 'presence') throw new HttpError(400, 'Users are only listed for presence channels.');
  const members = context.channels.find(name)?.members;
  return { users: (members?.userIds() ?? []).map((id) => ({ id })) };
}
