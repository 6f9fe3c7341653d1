import { DELIVERY_ERROR_CODES, rejected } from '../delivery-errors';
import { encodingOfHl7Charset } from './charsets';

/** The separators a message declares in MSH-1 and MSH-2; usually | ^ ~ \ &. */
export interface Encoding {
  field: string;
  component: string;
  repetition: string;
  escape: string;
  subcomponent: string;
  /** The encoding MSH-18 declares (UTF-8 when it declares none): the bytes of a \Xhh\ escape are in it. */
  charset?: string;
}

/** A field: its repetitions, each of components, each of subcomponents, all unescaped. */
export type Hl7Field = string[][][];

export interface Hl7Segment {
  name: string;
  /** fields[n] is SEG-n; for MSH, fields[1] is the field separator and fields[2] the encoding characters. */
  fields: Hl7Field[];
  /** 1-based position among the segments of the same name, for error locations ('OBX[2]'). */
  occurrence: number;
}

export interface Hl7Message {
  encoding: Encoding;
  segments: Hl7Segment[];
}

/**
 * Parses an HL7 v2 message in ER7 (pipe) encoding: segments end with a carriage return (a line feed is tolerated,
 * as files and HTTP clients often convert it), the separators come from MSH, and escape sequences are decoded.
 * Anything that does not follow the rules is refused with where and why, never guessed at.
 */
export function parseEr7(text: string): Hl7Message {
  const lines = text.split(/\r\n|\r|\n/u).filter((line) => line.trim() !== '');
  const first = lines[0];
  if (first === undefined || !first.startsWith('MSH')) {
    throw rejected(DELIVERY_ERROR_CODES.segmentSequence, 'The message must start with an MSH segment.');
  }
  const encoding = readEncoding(first);
  const counts = new Map<string, number>();
  const segments = lines.map((line, index) => {
    const name = line.slice(0, 3);
    if (!/^[A-Z][A-Z0-9]{2}$/u.test(name) || (line.length > 3 && line[3] !== encoding.field)) {
      throw rejected(DELIVERY_ERROR_CODES.segmentSequence, `Segment ${index + 1} has no valid segment name.`);
    }
    if (name === 'MSH' && index > 0) {
      throw rejected(DELIVERY_ERROR_CODES.segmentSequence, 'A message holds one MSH segment only.');
    }
    const occurrence = (counts.get(name) ?? 0) + 1;
    counts.set(name, occurrence);
    return { name, occurrence, fields: splitSegment(line, name, encoding) };
  });
  return { encoding, segments };
}

function readEncoding(msh: string): Encoding {
  const field = msh.charAt(3);
  const characters = msh.slice(4, msh.indexOf(field, 4));
  const [component, repetition, escape, subcomponent] = [...characters];
  const all = [field, component, repetition, escape, subcomponent];
  if (
    field === '' ||
    characters.length < 4 ||
    component === undefined ||
    repetition === undefined ||
    escape === undefined ||
    subcomponent === undefined ||
    new Set(all).size !== all.length ||
    all.some((character) => /[A-Za-z0-9\s]/u.test(character ?? ''))
  ) {
    throw rejected(DELIVERY_ERROR_CODES.requiredMissing, 'MSH-1 and MSH-2 must declare five distinct separators.');
  }
  // MSH-18 is the 17th piece after MSH-1 (the separator itself); its first repetition is the message's charset.
  const charsetField = msh.split(field)[17]?.split(repetition)[0]?.split(component)[0] ?? '';
  const charset = encodingOfHl7Charset(charsetField) ?? 'utf-8';
  return { field, component, repetition, escape, subcomponent, charset };
}

function splitSegment(line: string, name: string, encoding: Encoding): Hl7Field[] {
  const raw = line.split(encoding.field);
  if (name === 'MSH') {
    // MSH-1 is the separator itself and MSH-2 the encoding characters: neither is split or unescaped.
    const [, characters = '', ...rest] = raw;
    return [[[['MSH']]], [[[encoding.field]]], [[[characters]]], ...rest.map((field) => splitField(field, encoding))];
  }
  return raw.map((field, index) => (index === 0 ? [[[name]]] : splitField(field, encoding)));
}

function splitField(field: string, encoding: Encoding): Hl7Field {
  // Most fields are plain values; they skip three rounds of splitting.
  if (!hasAny(field, encoding)) return [[[field]]];
  return field
    .split(encoding.repetition)
    .map((repetition) =>
      repetition
        .split(encoding.component)
        .map((component) => component.split(encoding.subcomponent).map((part) => unescape(part, encoding))),
    );
}

function hasAny(field: string, encoding: Encoding): boolean {
  for (const character of field) {
    if (
      character === encoding.repetition ||
      character === encoding.component ||
      character === encoding.subcomponent ||
      character === encoding.escape
    ) {
      return true;
    }
  }
  return false;
}

/**
 * Decodes \F\ \S\ \T\ \R\ \E\, \Xhh..\ (bytes in the message's charset) and the formatting commands of
 * formatted text: \.br\ and \.sp n\ are line breaks, while indents (\.in\ \.ti\), fill and centring (\.fi\ \.nf\
 * \.ce\), skips (\.sk\), highlighting (\H\ \N\), character set switches (\Cxxyy\ \Mxxyyzz\) and locally defined
 * escapes (\Z..\) are dropped: they shape a printout, and the words read the same without them.
 */
export function unescape(text: string, encoding: Encoding): string {
  const { escape } = encoding;
  if (!text.includes(escape)) return text;
  let result = '';
  let position = 0;
  while (position < text.length) {
    const start = text.indexOf(escape, position);
    if (start === -1) {
      result += text.slice(position);
      break;
    }
    const end = text.indexOf(escape, start + 1);
    if (end === -1) throw rejected(DELIVERY_ERROR_CODES.dataType, `An escape sequence is not closed in "${text}".`);
    result += text.slice(position, start) + decodeEscape(text.slice(start + 1, end), encoding);
    position = end + 1;
  }
  return result;
}

/** Formatting commands and escapes that only shape a printout: indents, fill, centring, skips, charset switches. */
const DROPPED_FORMATTING =
  /^(?:\.(?:in|ti)\s*[-+]?\d*|\.(?:fi|nf|ce)|\.sk\s*\+?\d*|C[0-9A-Fa-f]{4}|M[0-9A-Fa-f]{4}(?:[0-9A-Fa-f]{2})?|Z.*)$/u;

function decodeEscape(sequence: string, encoding: Encoding): string {
  switch (sequence) {
    case 'F':
      return encoding.field;
    case 'S':
      return encoding.component;
    case 'T':
      return encoding.subcomponent;
    case 'R':
      return encoding.repetition;
    case 'E':
      return encoding.escape;
    case '.br':
      return '\n';
    case 'H':
    case 'N':
      return '';
    default:
      if (/^X(?:[0-9A-Fa-f]{2})+$/u.test(sequence)) {
        return new TextDecoder(encoding.charset ?? 'utf-8').decode(Buffer.from(sequence.slice(1), 'hex'));
      }
      if (/^\.sp\s*\+?\d*$/u.test(sequence)) return '\n'.repeat(Math.max(1, Number(sequence.replace(/\D/gu, ''))));
      if (DROPPED_FORMATTING.test(sequence)) return '';
      throw rejected(DELIVERY_ERROR_CODES.dataType, `Unknown escape sequence \\${sequence}\\.`);
  }
}

/**
 * Escapes text for one ER7 value with the standard separators (| ^ ~ \ &); line breaks become \.br\, the only
 * way a value may hold one, since a carriage return ends a segment.
 */
export function escapeEr7(text: string): string {
  return text
    .replace(/\\/gu, '\\E\\')
    .replace(/\|/gu, '\\F\\')
    .replace(/\^/gu, '\\S\\')
    .replace(/&/gu, '\\T\\')
    .replace(/~/gu, '\\R\\')
    .replace(/\r\n|\r|\n/gu, '\\.br\\');
}

/** SEG-field.component.subcomponent of a repetition, '' when absent (HL7 treats absent and empty alike). */
export function valueAt(segment: Hl7Segment, field: number, component = 1, repetition = 0, subcomponent = 1): string {
  return segment.fields[field]?.[repetition]?.[component - 1]?.[subcomponent - 1] ?? '';
}

/** Every repetition of a field, for fields that may repeat (PID-3 identifiers, OBX-5 values). */
export function repetitionsOf(segment: Hl7Segment, field: number): string[][][] {
  return (segment.fields[field] ?? []).filter((repetition) => repetition.some((part) => part.join('') !== ''));
}
