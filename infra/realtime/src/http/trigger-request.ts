// The bodies of `POST /events` and `POST /batch_events`, checked against Pusher's limits.
import { isValidChannelName } from '../channels/channel-name';
import { SOCKET_ID_PATTERN } from '../connections/socket-id';
import { MAX_CHANNELS_PER_TRIGGER, MAX_EVENT_DATA_BYTES, MAX_EVENT_NAME_LENGTH, MAX_EVENTS_PER_BATCH } from '../limits';
import { isRecord } from '../protocol/incoming';
import { parseInfo, type InfoAttribute } from './channel-info';
import { HttpError } from './http-error';

export interface TriggerEvent {
  name: string;
  channels: string[];
  /** Already JSON-encoded by the caller, as the official libraries send it; passed on untouched. */
  data: string;
  /** The socket that caused the event: it is left out, so a browser does not hear its own change. */
  socketId?: string;
  /** What the caller wants to know about the channels afterwards; empty for a plain `{}` answer. */
  info: InfoAttribute[];
}

function malformed(message: string): HttpError {
  return new HttpError(400, message);
}

function readName(body: Record<string, unknown>): string {
  const name = body.name;
  if (typeof name !== 'string' || name === '') throw malformed('"name" must be a non-empty string.');
  if (name.length > MAX_EVENT_NAME_LENGTH) throw malformed(`"name" is at most ${MAX_EVENT_NAME_LENGTH} characters.`);
  return name;
}

function readData(body: Record<string, unknown>): string {
  const data = body.data;
  if (typeof data !== 'string') throw malformed('"data" must be a string (JSON-encode objects).');
  if (Buffer.byteLength(data, 'utf8') > MAX_EVENT_DATA_BYTES) {
    throw new HttpError(413, `"data" is at most ${MAX_EVENT_DATA_BYTES} bytes.`);
  }
  return data;
}

function readChannels(body: Record<string, unknown>): string[] {
  const channels = body.channels ?? (body.channel === undefined ? undefined : [body.channel]);
  if (!Array.isArray(channels) || channels.length === 0) {
    throw malformed('"channels" must be a non-empty list (or give one "channel").');
  }
  if (channels.length > MAX_CHANNELS_PER_TRIGGER) {
    throw malformed(`An event goes to at most ${MAX_CHANNELS_PER_TRIGGER} channels.`);
  }
  return channels.map((channel: unknown) => {
    if (typeof channel !== 'string' || !isValidChannelName(channel)) {
      throw malformed(`Invalid channel name ${JSON.stringify(channel)}.`);
    }
    return channel;
  });
}

function readOptional(body: Record<string, unknown>, key: string, pattern?: RegExp): string | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || (pattern && !pattern.test(value))) throw malformed(`Invalid "${key}".`);
  return value;
}

function readEvent(body: unknown): TriggerEvent {
  if (!isRecord(body)) throw malformed('An event must be a JSON object.');
  return {
    name: readName(body),
    data: readData(body),
    channels: readChannels(body),
    socketId: readOptional(body, 'socket_id', SOCKET_ID_PATTERN),
    info: parseInfo(readOptional(body, 'info')),
  };
}

export function parseTrigger(body: unknown): TriggerEvent {
  return readEvent(body);
}

export function parseBatch(body: unknown): TriggerEvent[] {
  if (!isRecord(body) || !Array.isArray(body.batch)) throw malformed('The body must be { "batch": [events] }.');
  if (body.batch.length > MAX_EVENTS_PER_BATCH)
    throw malformed(`A batch holds at most ${MAX_EVENTS_PER_BATCH} events.`);
  return body.batch.map((item: unknown) => {
    const event = readEvent(item);
    if (event.channels.length !== 1) throw malformed('Each event of a batch names exactly one "channel".');
    return event;
  });
}
