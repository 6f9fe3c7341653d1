import type { AnalyteEntry } from './analyte-entry';
import { BLOOD_COUNT_ANALYTES } from './blood-count';
import { CLOTTING_INFLAMMATION_AND_IMMUNITY_ANALYTES } from './clotting-inflammation-immunity';
import { DIABETES_AND_LIPID_ANALYTES } from './diabetes-and-lipids';
import { HORMONE_ANALYTES } from './hormones';
import { BLOOD_GROUP_ANALYTES, INFECTION_ANALYTES } from './infections';
import { LIVER_KIDNEY_AND_HEART_ANALYTES } from './liver-kidneys-heart';
import { MINERAL_AND_VITAMIN_ANALYTES } from './minerals-and-vitamins';
import { URINE_ANALYTES } from './urine';
import { knowledgeArticlePath, knowledgeSlug } from './knowledge';

export * from './analyte-entry';
export * from './knowledge';
export * from './panels';
export * from './ucum-units';
export * from './units';
export * from './unit-conversion';

/**
 * Every analyte the shop's tests measure, keyed by LOINC code: the name patients read, what it measures, what
 * a high or low value usually means and when to talk to a doctor. Kept as data, grouped by area: an analyte
 * is added by adding its entry to its area's list.
 */
export const ANALYTE_DICTIONARY: readonly AnalyteEntry[] = [
  ...BLOOD_COUNT_ANALYTES,
  ...DIABETES_AND_LIPID_ANALYTES,
  ...LIVER_KIDNEY_AND_HEART_ANALYTES,
  ...MINERAL_AND_VITAMIN_ANALYTES,
  ...HORMONE_ANALYTES,
  ...CLOTTING_INFLAMMATION_AND_IMMUNITY_ANALYTES,
  ...INFECTION_ANALYTES,
  ...BLOOD_GROUP_ANALYTES,
  ...URINE_ANALYTES,
];

const BY_LOINC = new Map<string, AnalyteEntry>();
for (const entry of ANALYTE_DICTIONARY) for (const loinc of entry.loincs) BY_LOINC.set(loinc, entry);

/** The dictionary's entry for a LOINC code; null for a code it does not hold, or none. */
export function findAnalyte(loinc: string | null): AnalyteEntry | null {
  return loinc === null ? null : (BY_LOINC.get(loinc.trim()) ?? null);
}

/**
 * The name a patient reads for a value: the dictionary's for its LOINC code, otherwise the lab's own name, and
 * the bare code only when the lab sent nothing else.
 */
export function patientFacingName(loinc: string | null, labName: string): string {
  return findAnalyte(loinc)?.name ?? (labName.trim() === '' ? (loinc ?? '') : labName);
}

/** The codes whose values make one history with this code's: its entry's codes, or the code alone. */
export function codesOfSameAnalyte(loinc: string): readonly string[] {
  return findAnalyte(loinc)?.loincs ?? [loinc];
}

/** The knowledge article of a LOINC code's analyte, by the article's slug; null for a slug no entry has. */
export function knowledgeEntry(slug: string): AnalyteEntry | null {
  return ANALYTE_DICTIONARY.find((entry) => knowledgeSlug(entry) === slug) ?? null;
}

/** The path of the article about a LOINC code's analyte; null when the dictionary does not hold the code. */
export function knowledgePathOf(loinc: string | null): string | null {
  const entry = findAnalyte(loinc);
  return entry ? knowledgeArticlePath(entry) : null;
}
