import type { Sex } from '../validators/pesel';
import { ageOn } from '../validators/birth-date';
import type { ScreeningService } from './item-attributes';

/** Why a screening programme is not meant for a person. */
export type ScreeningMismatchReason = 'sex' | 'age';

/** As much of a person as the check reads; what is not known is not held against them. */
export interface ScreenedPerson {
  sex?: Sex;
  /** YYYY-MM-DD */
  birth_date?: string;
}

/**
 * Whether a screening programme's target sex and age fit a person on `today` (YYYY-MM-DD): the reasons it does not,
 * none when it fits or when the person's sex and date of birth are not known.
 */
export function screeningMismatch(
  screening: ScreeningService,
  person: ScreenedPerson,
  today: string,
): ScreeningMismatchReason[] {
  const reasons: ScreeningMismatchReason[] = [];
  const targetSex = screening.target_sex === 'female' ? 'f' : screening.target_sex === 'male' ? 'm' : null;
  if (targetSex !== null && person.sex !== undefined && person.sex !== targetSex) reasons.push('sex');
  if (person.birth_date !== undefined) {
    const age = ageOn(person.birth_date, today);
    if (age < screening.age.from || (screening.age.to !== null && age > screening.age.to)) reasons.push('age');
  }
  return reasons;
}

/** Whom the programme is for, in words: 'women aged 40 and over', 'anyone aged 18 to 39'. */
export function screeningAudience(screening: ScreeningService): string {
  const who = screening.target_sex === 'female' ? 'women' : screening.target_sex === 'male' ? 'men' : 'anyone';
  const ages =
    screening.age.to === null ? `${screening.age.from} and over` : `${screening.age.from} to ${screening.age.to}`;
  return `${who} aged ${ages}`;
}
