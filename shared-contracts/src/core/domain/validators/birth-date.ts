import { formatIsoDate, parseIsoDate, type CalendarDate } from './calendar-date';
import type { FieldError } from './field-error';
import { BIRTH_DATE_MIN } from './limits';

export const BIRTH_DATE_MESSAGES = {
  required: 'Enter the date of birth.',
  invalid: 'Enter a valid date of birth.',
  tooEarly: 'The date of birth cannot be earlier than 01/01/1900.',
  future: 'The date of birth cannot be in the future.',
} as const;

/**
 * The ISO date of the day, month and year fields of the registration form; `null` when they name no real day.
 * Text fields are accepted as typed ('07').
 */
export function birthDateFromParts(parts: {
  day: number | string;
  month: number | string;
  year: number | string;
}): string | null {
  const toNumber = (part: number | string) =>
    typeof part === 'number' ? part : /^\d+$/.test(part.trim()) ? Number(part) : NaN;
  const date: CalendarDate = { day: toNumber(parts.day), month: toNumber(parts.month), year: toNumber(parts.year) };
  return formatIsoDate(date);
}

/** `value` and `today` are ISO dates; today itself is a valid date of birth (a newborn). */
export function validateBirthDate(value: string, today: string): FieldError {
  const birthDate = value.trim();
  if (birthDate === '') return BIRTH_DATE_MESSAGES.required;
  if (parseIsoDate(birthDate) === null) return BIRTH_DATE_MESSAGES.invalid;
  if (birthDate < BIRTH_DATE_MIN) return BIRTH_DATE_MESSAGES.tooEarly;
  if (birthDate > today) return BIRTH_DATE_MESSAGES.future;
  return null;
}

function requireDate(value: string): CalendarDate {
  const date = parseIsoDate(value);
  if (date === null) throw new RangeError(`Not an ISO calendar date: '${value}'`);
  return date;
}

/**
 * Full years of age on `today` (both ISO dates). Someone born on 29 February turns a year older
 * on 1 March in a year without one.
 */
export function ageOn(birthDate: string, today: string): number {
  const born = requireDate(birthDate);
  const now = requireDate(today);
  const birthdayPassed = now.month > born.month || (now.month === born.month && now.day >= born.day);
  return now.year - born.year - (birthdayPassed ? 0 : 1);
}
