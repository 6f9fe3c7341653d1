/**
 * HL7 table 0211 (alternate character sets), as MSH-18 names them, and the WHATWG encoding each is decoded with.
 * ASCII is checked byte by byte rather than decoded: the WHATWG decoder reads it as windows-1252 and would let
 * any byte through.
 */
const HL7_CHARSETS: Record<string, string> = {
  ASCII: 'ascii',
  'ISO IR6': 'ascii',
  '8859/1': 'iso-8859-1',
  'ISO IR100': 'iso-8859-1',
  '8859/2': 'iso-8859-2',
  'ISO IR101': 'iso-8859-2',
  '8859/3': 'iso-8859-3',
  '8859/4': 'iso-8859-4',
  '8859/5': 'iso-8859-5',
  '8859/7': 'iso-8859-7',
  '8859/9': 'iso-8859-9',
  '8859/15': 'iso-8859-15',
  'UNICODE UTF-8': 'utf-8',
};

/** The encoding an MSH-18 value names, null for a character set the shop does not read. '' is the default, UTF-8. */
export function encodingOfHl7Charset(value: string): string | null {
  const name = value.trim().toUpperCase();
  if (name === '') return 'utf-8';
  return HL7_CHARSETS[name] ?? null;
}

/** The encoding an HTTP `charset` parameter names, null when it names none the runtime knows. */
export function encodingOfHttpCharset(label: string): string | null {
  const name = label.trim().replace(/^"|"$/gu, '').toLowerCase();
  if (name === 'us-ascii' || name === 'ascii') return 'ascii';
  try {
    return new TextDecoder(name).encoding;
  } catch {
    return null;
  }
}

/** The bytes as text in the encoding, or null when they are not valid in it (a byte ASCII lacks, broken UTF-8). */
export function decodeStrictly(bytes: Uint8Array, encoding: string): string | null {
  if (encoding === 'ascii') {
    for (const byte of bytes) if (byte > 0x7f) return null;
    return Buffer.from(bytes).toString('latin1');
  }
  try {
    return new TextDecoder(encoding, { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return null;
  }
}
