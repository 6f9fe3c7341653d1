import type { FieldError } from './field-error';

/** An unanswered field: nothing, only whitespace, an unticked consent or an empty selection. */
export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** For a field with no rule of its own (street, city, title, SMS code, consents...): `label` as the form shows it. */
export function validateRequired(value: unknown, label: string): FieldError {
  return isBlank(value) ? `${label} is required.` : null;
}

/** Lets an optional field be left empty, while a value that is given must still pass the rule. */
export function optional<T extends unknown[]>(
  rule: (value: string, ...rest: T) => FieldError,
): (value: string | null | undefined, ...rest: T) => FieldError {
  return (value, ...rest) => (value === null || value === undefined || isBlank(value) ? null : rule(value, ...rest));
}
