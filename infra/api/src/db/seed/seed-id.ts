import { createHash } from 'node:crypto';

/**
 * Demo rows get ids derived from what they are ('city', 'warszawa'), so writing the demo data again
 * finds and updates the same rows instead of adding copies. Shaped as an RFC 4122 name-based UUID.
 */
export function seedId(...parts: string[]): string {
  const hex = createHash('sha1')
    .update(['labshop-demo', ...parts].join('/'))
    .digest('hex');
  const variant = ((Number.parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
