import { integer, is, object, string } from 'superstruct';
import { isSignalMessage, type SignalMessage } from './signal-messages';

/**
 * A session description with its candidates can pass the 10 KB a client event may carry (Pusher's limit, kept by
 * our own server too), so each message travels as numbered pieces of text. Escaping can double the size of the
 * text inside the event's JSON, hence pieces well under half the limit.
 */
export const PIECE_CHARS = 4_000;

const Piece = object({ id: string(), index: integer(), count: integer(), text: string() });
export interface Piece {
  id: string;
  index: number;
  count: number;
  text: string;
}

export function piecesOf(message: SignalMessage, id: string): Piece[] {
  const text = JSON.stringify(message);
  const count = Math.max(1, Math.ceil(text.length / PIECE_CHARS));
  return Array.from({ length: count }, (_unused, index) => ({
    id,
    index,
    count,
    text: text.slice(index * PIECE_CHARS, (index + 1) * PIECE_CHARS),
  }));
}

/** Puts pieces back together in any order; hands on each whole message once, and drops what is not one. */
export function createAssembler(onMessage: (message: SignalMessage) => void) {
  const partial = new Map<string, string[]>();
  return (value: unknown) => {
    if (!is(value, Piece) || value.count < 1 || value.index < 0 || value.index >= value.count) return;
    const parts = partial.get(value.id) ?? new Array<string>(value.count).fill('');
    parts[value.index] = value.text;
    partial.set(value.id, parts);
    const received = parts.filter((part) => part !== '').length;
    if (received < value.count) return;
    partial.delete(value.id);
    let message: unknown;
    try {
      message = JSON.parse(parts.join(''));
    } catch {
      return;
    }
    if (isSignalMessage(message)) onMessage(message);
  };
}
