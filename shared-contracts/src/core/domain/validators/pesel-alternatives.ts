import type { FieldError } from './field-error';
import { isBlank } from './required';

/**
 * A patient is identified by the PESEL number or, with the 'no PESEL number' option, by the date of birth;
 * and registers by the PESEL number or by the phone. These rules only ask that one of each pair is given; each
 * given value is still checked by its own rule.
 */
export const PESEL_ALTERNATIVE_MESSAGES = {
  peselOrBirthDate: 'Enter the PESEL number or the date of birth.',
  peselOrPhone: 'Enter the PESEL number or the phone number.',
} as const;

export function validatePeselOrBirthDate(fields: { pesel?: string; birthDate?: string }): FieldError {
  return isBlank(fields.pesel) && isBlank(fields.birthDate) ? PESEL_ALTERNATIVE_MESSAGES.peselOrBirthDate : null;
}

export function validatePeselOrPhone(fields: { pesel?: string; phone?: string }): FieldError {
  return isBlank(fields.pesel) && isBlank(fields.phone) ? PESEL_ALTERNATIVE_MESSAGES.peselOrPhone : null;
}
