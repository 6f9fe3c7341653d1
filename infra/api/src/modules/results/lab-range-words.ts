import { formatInterval, readableUnit, type RangeGroup, type ReferenceRange } from '@labshop/shared-contracts/core';

/**
 * One of the ranges a lab sent for a value, in words for a printout: the range as the lab or the interval says it,
 * and whom it is for when the lab said (sex, ages in full years), so a reader sees which range is theirs.
 */
export function labRangeWords(range: ReferenceRange, unit: string | null): string {
  const { normal } = range;
  const interval =
    normal !== undefined
      ? formatInterval(normal, readableUnit(unit))
      : (range.normalTexts?.join(' or ') ?? range.text ?? 'no limits given');
  const group = groupWords(range.appliesTo);
  return group === null ? interval : `${interval} (${group})`;
}

/** Whom a range is for: 'women, ages 18–64'. The shop's upper age is not included (18-65 stops before 65). */
function groupWords(group: RangeGroup | undefined): string | null {
  if (group === undefined) return null;
  const sex = group.sex === undefined ? null : group.sex === 'f' ? 'women' : 'men';
  const { ageFrom, ageTo } = group;
  const lastAge = ageTo === undefined ? undefined : Number.isInteger(ageTo) ? ageTo - 1 : ageTo;
  let ages: string | null = null;
  if (ageFrom !== undefined && lastAge !== undefined) ages = `ages ${ageFrom}–${lastAge}`;
  else if (ageFrom !== undefined) ages = `ages ${ageFrom} and over`;
  else if (ageTo !== undefined) ages = `under ${ageTo}`;
  const words = [sex, ages].filter((word) => word !== null);
  return words.length === 0 ? null : words.join(', ');
}
