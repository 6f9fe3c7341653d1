import type { AnalyteEntry } from './analyte-entry';

/**
 * Knowledge articles (spec §2, the named screen "knowledge"): one per entry of the marker dictionary, the same words
 * the results explain a value with, at `/knowledge/<slug>`. Tests and results link to an article by LOINC code.
 */
export const KNOWLEDGE_PATH = '/knowledge';

/**
 * The article's slug: the patient-facing name in lower-case words and the entry's first LOINC code
 * ('Glucose (fasting)' → 'glucose-fasting-1558-6'); the code keeps apart entries that read the same (protein in
 * urine by strip and by measure).
 */
export function knowledgeSlug(entry: AnalyteEntry): string {
  const words = entry.name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${words}-${(entry.loincs[0] ?? '').toLowerCase()}`.replace(/-+$/, '');
}

export function knowledgeArticlePath(entry: AnalyteEntry): string {
  return `${KNOWLEDGE_PATH}/${knowledgeSlug(entry)}`;
}

/** Whether an article matches what a reader typed: every word in its name, codes or what it measures. */
export function knowledgeMatches(entry: AnalyteEntry, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = [entry.name, entry.measures, ...entry.loincs].join(' ').toLowerCase();
  return words.every((word) => text.includes(word));
}
