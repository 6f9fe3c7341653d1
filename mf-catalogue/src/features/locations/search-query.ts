/** What the search field holds, as the list endpoint takes it: a post code (digits first) or a town. */
export type PlaceSearch =
  { kind: 'empty' } | { kind: 'town'; town: string } | { kind: 'postCode'; postCode: string } | { kind: 'invalid' };

// The API takes the start of a Polish post code: '0', '00', '00-', '00-9', '009', up to '00-950'.
const POST_CODE_START = /^[0-9]{1,2}(-?[0-9]{0,3})?$/;

export const POST_CODE_HINT = 'Enter a town, or the start of a post code such as 00-950.';

export function readPlaceSearch(text: string): PlaceSearch {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  if (!/^[0-9]/.test(trimmed)) return { kind: 'town', town: trimmed.slice(0, 100) };
  return POST_CODE_START.test(trimmed) ? { kind: 'postCode', postCode: trimmed } : { kind: 'invalid' };
}
