import { ANALYTE_DICTIONARY, knowledgeEntry, knowledgePathOf } from './index';
import { knowledgeMatches, knowledgeSlug } from './knowledge';

describe('knowledge articles from the marker dictionary', () => {
  it('gives every marker its own article', () => {
    const slugs = ANALYTE_DICTIONARY.map(knowledgeSlug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const entry of ANALYTE_DICTIONARY) expect(knowledgeEntry(knowledgeSlug(entry))).toBe(entry);
  });

  it("finds a result's article by its LOINC code, and none for a code the dictionary lacks", () => {
    const first = ANALYTE_DICTIONARY[0];
    if (!first) throw new Error('the dictionary is empty');
    expect(knowledgePathOf(first.loincs[0] ?? null)).toBe(`/knowledge/${knowledgeSlug(first)}`);
    expect(knowledgePathOf('0000-0')).toBeNull();
    expect(knowledgePathOf(null)).toBeNull();
  });

  it('matches every word a reader types, in any order', () => {
    const glucose = ANALYTE_DICTIONARY.find((entry) => /glucose/i.test(entry.name));
    if (!glucose) throw new Error('no glucose entry');
    expect(knowledgeMatches(glucose, 'GLUCOSE')).toBe(true);
    expect(knowledgeMatches(glucose, 'glucose zebra')).toBe(false);
  });
});
