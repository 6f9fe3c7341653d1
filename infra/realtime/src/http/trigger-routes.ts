// `POST /apps/<id>/events` and `/batch_events`: the app's server publishing to channels.
import { channelKind } from '../channels/channel-name';
import { channelEvent } from '../protocol/outgoing';
import type { RealtimeContext } from '../realtime-context';
import type { ApiRequest } from './api-request';
import { describeChannel, type ChannelInfo } from './channel-info';
import { parseJsonBody } from './read-body';
import { parseBatch, parseTrigger, type TriggerEvent } from './trigger-request';

function publish(context: RealtimeContext, event: TriggerEvent): void {
  for (const name of event.channels) {
    const message = channelEvent(name, event.name, event.data);
    context.channels.find(name)?.broadcast(message, event.socketId);
  }
}

/** The state of a channel after the event, as asked; users are counted on presence channels only. */
function channelInfo(context: RealtimeContext, event: TriggerEvent, name: string): ChannelInfo {
  const attributes = event.info.filter((attribute) => attribute !== 'user_count' || channelKind(name) === 'presence');
  return describeChannel(context.channels.find(name), attributes);
}

export function triggerEvent(context: RealtimeContext, request: ApiRequest): unknown {
  const event = parseTrigger(parseJsonBody(request.body));
  publish(context, event);
  if (event.info.length === 0) return {};
  return { channels: Object.fromEntries(event.channels.map((name) => [name, channelInfo(context, event, name)])) };
}

export function triggerBatch(context: RealtimeContext, request: ApiRequest): unknown {
  const events = parseBatch(parseJsonBody(request.body));
  for (const event of events) publish(context, event);
  if (events.every((event) => event.info.length === 0)) return {};
  return { batch: events.map((event) => channelInfo(context, event, event.channels[0] ?? '')) };
}
