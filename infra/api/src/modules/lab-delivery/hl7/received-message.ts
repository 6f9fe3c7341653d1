import { DELIVERY_ERROR_CODES, rejected } from '../delivery-errors';
import { decodeStrictly, encodingOfHl7Charset, encodingOfHttpCharset } from './charsets';
import { parseEr7 } from './er7';
import { readHeader, type Hl7Header } from './oru-r01';

/** An HL7 message as it arrived: its bytes, and the charset the HTTP request declared, if any. */
export interface ReceivedHl7 {
  bytes: Buffer;
  httpCharset: string | null;
}

/** MLLP wraps a message in <VT> … <FS><CR>; integration engines often keep the wrapping over HTTP too. */
export const MLLP_START = 0x0b;
export const MLLP_END = 0x1c;
const CARRIAGE_RETURN = 0x0d;
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/**
 * The message without MLLP framing or a UTF-8 byte order mark. A frame that is opened but never closed means the
 * message was cut off in transit, and is refused.
 */
export function unwrapped(bytes: Buffer): Buffer {
  let start = 0;
  let end = bytes.length;
  if (bytes[start] === MLLP_START) {
    start += 1;
    if (bytes[end - 1] === CARRIAGE_RETURN && bytes[end - 2] === MLLP_END) end -= 2;
    else if (bytes[end - 1] === MLLP_END) end -= 1;
    else throw rejected(DELIVERY_ERROR_CODES.segmentSequence, 'The message was cut off: its MLLP frame is not closed.');
  }
  if (bytes.subarray(start, start + UTF8_BOM.length).equals(UTF8_BOM)) start += UTF8_BOM.length;
  return bytes.subarray(start, end);
}

/** The MSH segment's text, read byte for byte: separators and header fields are ASCII in every character set. */
function mshLineOf(bytes: Buffer): string {
  const text = bytes.subarray(0, 4096).toString('latin1');
  return text.split(/[\r\n]/u, 1)[0] ?? '';
}

/** MSH-18, the message's character set, read before the message can be decoded; '' when not declared. */
function declaredCharset(msh: string): string {
  const separator = msh.charAt(3);
  const [component = '^', repetition = '~'] = [...msh.slice(4, 6)];
  if (separator === '') return '';
  // MSH-1 is the separator itself, so MSH-n is the n-1st piece after splitting.
  const field = msh.split(separator)[17] ?? '';
  return field.split(repetition)[0]?.split(component)[0] ?? '';
}

/**
 * The message as text: unwrapped, decoded in the charset the HTTP request declares or else the one MSH-18 names
 * (UTF-8 when neither does), and whole. Bytes the charset cannot hold, a charset the shop does not read, and a
 * message whose last segment does not end (cut off mid-segment) are refused rather than guessed at.
 */
export function hl7TextOf(received: ReceivedHl7): string {
  const bytes = unwrapped(received.bytes);
  const msh18 = declaredCharset(mshLineOf(bytes));
  let encoding: string | null;
  if (received.httpCharset !== null) {
    encoding = encodingOfHttpCharset(received.httpCharset);
    if (encoding === null) {
      throw rejected(
        DELIVERY_ERROR_CODES.tableValue,
        `The charset "${received.httpCharset}" is not one the shop reads.`,
      );
    }
  } else {
    encoding = encodingOfHl7Charset(msh18);
    if (encoding === null) {
      throw rejected(
        DELIVERY_ERROR_CODES.tableValue,
        `The character set "${msh18}" is not one the shop reads.`,
        'MSH-18',
      );
    }
  }
  const text = decodeStrictly(bytes, encoding);
  if (text === null) {
    const named = msh18 === '' ? encoding.toUpperCase() : msh18;
    throw rejected(
      DELIVERY_ERROR_CODES.dataType,
      `The message is not valid ${named}: declare its character set in MSH-18 or the HTTP charset.`,
      msh18 === '' ? null : 'MSH-18',
    );
  }
  if (!/[\r\n][ \t]*$/u.test(text)) {
    throw rejected(
      DELIVERY_ERROR_CODES.segmentSequence,
      'The message was cut off: its last segment does not end with a carriage return.',
    );
  }
  return text;
}

/** What an acknowledgement echoes of the message header (MSH-10 above all), or null when no MSH can be read. */
export function headerOfBytes(bytes: Buffer): Hl7Header | null {
  let msh: string;
  try {
    msh = mshLineOf(unwrapped(bytes));
  } catch {
    msh = mshLineOf(bytes.subarray(bytes[0] === MLLP_START ? 1 : 0));
  }
  if (msh.startsWith('\ufeff') || msh.startsWith('ï»¿')) msh = msh.replace(/^(\ufeff|ï»¿)/u, '');
  try {
    return readHeader(parseEr7(msh));
  } catch {
    return null;
  }
}
