/** Text placed in an HTML attribute or element: the five characters that could end either are written as entities. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * JSON placed inside a `<script>` element: `<` is written as `\u003c` (still the same JSON), so no text from the
 * catalogue can close the element or open a comment, and the line separators JavaScript once refused are escaped.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The most a description is given: what search results show before they cut the text themselves. */
export const DESCRIPTION_MAX_CHARS = 160;

/** Text shortened to `max` characters at a word's end, with an ellipsis when anything was cut; spaces collapsed. */
export function shortened(text: string, max = DESCRIPTION_MAX_CHARS): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  // The cut ends a word when a space follows it; otherwise the word it splits is dropped (unless it is most of it).
  const lastSpace = flat[max - 1] === ' ' ? cut.length : cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}
