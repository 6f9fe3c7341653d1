// The `channel_data` a presence subscription carries: who the user is, as the app's server signed it.
import { isRecord, type Parsed } from '../protocol/incoming';
import { MAX_PRESENCE_CHANNEL_DATA_BYTES } from '../limits';
import type { PresenceMember } from './presence-members';

function readUserId(value: unknown): string | undefined {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

export function parsePresenceChannelData(text: string | undefined): Parsed<PresenceMember> {
  if (text === undefined) return { ok: false, error: 'A presence subscription needs "channel_data".' };
  if (Buffer.byteLength(text, 'utf8') > MAX_PRESENCE_CHANNEL_DATA_BYTES) {
    return { ok: false, error: `"channel_data" must be at most ${MAX_PRESENCE_CHANNEL_DATA_BYTES} bytes.` };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, error: '"channel_data" must be JSON.' };
  }
  const userId = isRecord(value) ? readUserId(value.user_id) : undefined;
  if (!isRecord(value) || userId === undefined) {
    return { ok: false, error: '"channel_data" must name a "user_id".' };
  }
  return { ok: true, value: { userId, userInfo: value.user_info } };
}
