/**
 * MSH-8 (Security) of a message as bytes: where a lab puts its key when it sends over MLLP, which has no headers.
 * The MSH segment is read byte for byte (Latin-1 keeps every byte as one character), so the rest of the message
 * is left exactly as it came, whatever its charset.
 */
function mshFields(bytes: Buffer): { line: string; fields: string[]; separator: string } | null {
  const end = bytes.subarray(0, 4096).findIndex((byte) => byte === 0x0d || byte === 0x0a);
  const line = bytes.subarray(0, end === -1 ? Math.min(bytes.length, 4096) : end).toString('latin1');
  if (!line.startsWith('MSH') || line.length < 4) return null;
  const separator = line.charAt(3);
  return { line, fields: line.split(separator), separator };
}

/** The key in MSH-8, or null when there is none. MSH-n is the n-1st piece, as MSH-1 is the separator itself. */
export function securityOf(bytes: Buffer): string | null {
  const msh = mshFields(bytes);
  return msh?.fields[7]?.trim() || null;
}

/** The message with MSH-8 emptied, so the key is never stored with the message or shown to a reviewer. */
export function withoutSecurity(bytes: Buffer): Buffer {
  const msh = mshFields(bytes);
  if (msh === null || !msh.fields[7]) return bytes;
  const fields = [...msh.fields];
  fields[7] = '';
  return Buffer.concat([Buffer.from(fields.join(msh.separator), 'latin1'), bytes.subarray(msh.line.length)]);
}
