/**
 * The query as it is searched: compatibility forms folded (full-width letters, ligatures), control, format and
 * unpaired surrogate characters removed (PostgreSQL refuses a NUL byte outright), spaces collapsed.
 */
export function cleanSearchText(raw: string): string {
  return raw.normalize('NFKC').replace(/\p{C}/gu, ' ').replace(/\s+/gu, ' ').trim();
}

/** Whether a cleaned query has anything to search by: punctuation alone matches nothing. */
export function hasSearchableCharacters(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text);
}

/** Length as a person counts it: characters, not UTF-16 code units ('ż' is one either way, an emoji is not). */
export function characterCount(text: string): number {
  return [...text].length;
}
