/**
 * Text as the bytes of a single-byte charset (ISO 8859-2, 8859-1), as a lab system in that charset sends it: Node
 * writes only Latin-1 itself, so the table is built from the decoder. A character the charset lacks is an error.
 */
export function singleByteText(text: string, encoding: 'iso-8859-1' | 'iso-8859-2'): Buffer {
  const decoder = new TextDecoder(encoding);
  const byteOf = new Map<string, number>();
  for (let byte = 0; byte < 256; byte++) byteOf.set(decoder.decode(Uint8Array.of(byte)), byte);
  return Buffer.from(
    [...text].map((character) => {
      const byte = byteOf.get(character);
      if (byte === undefined) throw new Error(`${encoding} has no "${character}"`);
      return byte;
    }),
  );
}
