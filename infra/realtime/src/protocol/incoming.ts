// Reading what a client sends: nothing is trusted until it has the shape the protocol names.
export interface IncomingMessage {
  event: string;
  channel?: string;
  data: unknown;
}

export interface SubscribeRequest {
  channel: string;
  auth?: string;
  channelData?: string;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseJson(text: string): Parsed<unknown> {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, error: 'The message is not valid JSON.' };
  }
}

export function parseIncomingMessage(text: string): Parsed<IncomingMessage> {
  const json = parseJson(text);
  if (!json.ok) return json;
  const value = json.value;
  if (!isRecord(value) || typeof value.event !== 'string' || value.event === '') {
    return { ok: false, error: 'A message must be a JSON object with an "event" name.' };
  }
  if (value.channel !== undefined && typeof value.channel !== 'string') {
    return { ok: false, error: 'The "channel" of a message must be a string.' };
  }
  return { ok: true, value: { event: value.event, channel: value.channel, data: value.data } };
}

/** Some clients send `data` as a JSON string rather than an object; both are accepted. */
function dataObject(data: unknown): Record<string, unknown> | undefined {
  if (isRecord(data)) return data;
  if (typeof data !== 'string') return undefined;
  const json = parseJson(data);
  return json.ok && isRecord(json.value) ? json.value : undefined;
}

function optionalString(record: Record<string, unknown>, key: string): Parsed<string | undefined> {
  const value = record[key];
  if (value === undefined || value === null) return { ok: true, value: undefined };
  return typeof value === 'string' ? { ok: true, value } : { ok: false, error: `"${key}" must be a string.` };
}

export function readChannelRequest(data: unknown): Parsed<SubscribeRequest> {
  const record = dataObject(data);
  if (!record || typeof record.channel !== 'string') {
    return { ok: false, error: 'The data must name a "channel".' };
  }
  const auth = optionalString(record, 'auth');
  if (!auth.ok) return auth;
  const channelData = optionalString(record, 'channel_data');
  if (!channelData.ok) return channelData;
  return { ok: true, value: { channel: record.channel, auth: auth.value, channelData: channelData.value } };
}
