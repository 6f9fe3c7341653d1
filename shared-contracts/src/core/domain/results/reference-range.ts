import { ageOn } from '../validators/birth-date';
import type { Sex } from '../validators/pesel';
import { isInvertedInterval, type Interval } from './interval';

/**
 * The values expected for one analyte in one group of people. Numeric analytes have a `normal` interval
 * (outside it: L or H) and may have `critical` limits (outside them: LL or HH, a value to act on now).
 * Non-numeric analytes list the answers that count as normal ('Negative'); any other answer is A.
 */
export interface ReferenceRange {
  normal?: Interval;
  critical?: Interval;
  normalTexts?: readonly string[];
  /** Who the range is for; absent means everyone. */
  appliesTo?: RangeGroup;
  /** The range as the lab printed it, shown beside ours so nothing is lost in translation. */
  text?: string;
}

/** Ages in full years: from `ageFrom` (included) up to `ageTo` (not included), so 18 belongs to 18-65 only. */
export interface RangeGroup {
  sex?: Sex;
  ageFrom?: number;
  ageTo?: number;
}

/** The person a result belongs to, as far as ranges care. */
export interface RangePerson {
  sex: Sex | null;
  /** ISO date; null when unknown, and then only ranges for every age apply. */
  birthDate: string | null;
}

export function appliesToPerson(group: RangeGroup | undefined, sex: Sex | null, age: number | null): boolean {
  if (group === undefined) return true;
  if (group.sex !== undefined && group.sex !== sex) return false;
  if (group.ageFrom !== undefined && (age === null || age < group.ageFrom)) return false;
  if (group.ageTo !== undefined && (age === null || age >= group.ageTo)) return false;
  return true;
}

/** How narrowly a range is aimed: one for a sex and an age band beats one for everyone. */
function specificity(group: RangeGroup | undefined): number {
  if (group === undefined) return 0;
  const sex = group.sex === undefined ? 0 : 2;
  const age = (group.ageFrom === undefined ? 0 : 1) + (group.ageTo === undefined ? 0 : 1);
  return sex + age;
}

/**
 * The range that applies to this person on the day the sample was taken (age on that day, not today's age):
 * the most specific of those whose group includes them, the first listed on a tie; null when none applies.
 */
export function selectReferenceRange(
  ranges: readonly ReferenceRange[],
  person: RangePerson,
  sampledOn: string,
): ReferenceRange | null {
  const age = person.birthDate === null ? null : ageOn(person.birthDate, sampledOn);
  let best: ReferenceRange | null = null;
  for (const range of ranges) {
    if (!appliesToPerson(range.appliesTo, person.sex, age)) continue;
    if (best === null || specificity(range.appliesTo) > specificity(best.appliesTo)) best = range;
  }
  return best;
}

/** Whether a range has an interval that cannot be true (low above high), so it can be neither shown nor used. */
export function isImpossibleRange(range: ReferenceRange | null | undefined): boolean {
  return range != null && (isInvertedInterval(range.normal) || isInvertedInterval(range.critical));
}
