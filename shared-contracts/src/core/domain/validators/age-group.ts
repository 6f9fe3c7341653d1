import { ageOn } from './birth-date';
import { parseIsoDate } from './calendar-date';
import type { FieldError } from './field-error';
import { ADULT_MIN_AGE, CHILD_MAX_AGE, CHILD_MIN_AGE } from './limits';

/** The two kinds of patient an account may add. */
export type AgeGroup = 'child' | 'adult';
/** A patient's age is set to adult unless chosen otherwise. */
export const DEFAULT_AGE_GROUP: AgeGroup = 'adult';

export const AGE_GROUP_MESSAGES = {
  child: `A child patient must be ${CHILD_MIN_AGE} to ${CHILD_MAX_AGE} years old.`,
  adult: `An adult patient must be at least ${ADULT_MIN_AGE} years old.`,
} as const;

export function isChildAge(age: number): boolean {
  return age >= CHILD_MIN_AGE && age <= CHILD_MAX_AGE;
}

export function isAdultAge(age: number): boolean {
  return age >= ADULT_MIN_AGE;
}

/** The group a person of this age belongs to; `null` for ages in neither (under 5, 13 to 17). */
export function ageGroupOf(age: number): AgeGroup | null {
  if (isChildAge(age)) return 'child';
  if (isAdultAge(age)) return 'adult';
  return null;
}

/** Checks the chosen group against the date of birth; an invalid date is left to the birth-date rule. */
export function validateAgeGroup(birthDate: string, group: AgeGroup, today: string): FieldError {
  if (parseIsoDate(birthDate) === null || parseIsoDate(today) === null) return null;
  const age = ageOn(birthDate, today);
  if (group === 'child') return isChildAge(age) ? null : AGE_GROUP_MESSAGES.child;
  return isAdultAge(age) ? null : AGE_GROUP_MESSAGES.adult;
}
