import type { FaqEntry } from '@labshop/shared-contracts/core';

export { FAQ_ENTRIES, type FaqEntry } from '@labshop/shared-contracts/core';

/** The entries whose question or answer contains every word of the query (case and accents ignored). */
export function searchFaq(entries: readonly FaqEntry[], query: string): FaqEntry[] {
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...entries];
  return entries.filter((entry) => {
    const text = fold(`${entry.question} ${entry.answer}`);
    return words.every((word) => text.includes(word));
  });
}
