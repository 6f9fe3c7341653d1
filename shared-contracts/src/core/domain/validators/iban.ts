import { isDigits } from './check-digits';
import type { FieldError } from './field-error';
import { NRB_LENGTH } from './limits';

export const BANK_ACCOUNT_MESSAGES = {
  required: 'Enter the bank account number.',
  format: `The bank account number must have ${NRB_LENGTH} digits, optionally preceded by PL.`,
  invalid: 'Enter a valid bank account number.',
} as const;

/** 'P' = 25, 'L' = 21: the country code as the IBAN check reads it. */
const PL_AS_DIGITS = '2521';

/**
 * The 26-digit Polish account number (NRB) of an account typed as an NRB or an IBAN,
 * with or without the PL prefix and the spaces of the printed form.
 */
export function normaliseBankAccount(value: string): string {
  return value
    .replace(/[\s-]/g, '')
    .toUpperCase()
    .replace(/^PL(?=\d)/, '');
}

/** A big number mod 97, a few digits at a time, so no precision is lost. */
function mod97(digits: string): number {
  let remainder = 0;
  for (let start = 0; start < digits.length; start += 7) {
    remainder = Number(`${remainder}${digits.slice(start, start + 7)}`) % 97;
  }
  return remainder;
}

/** ISO 13616: the account with its country code and check digits moved to the end gives 1 mod 97. */
export function isValidBankAccount(value: string): boolean {
  const nrb = normaliseBankAccount(value);
  if (!isDigits(nrb, NRB_LENGTH)) return false;
  return mod97(`${nrb.slice(2)}${PL_AS_DIGITS}${nrb.slice(0, 2)}`) === 1;
}

export function validateBankAccount(value: string): FieldError {
  const nrb = normaliseBankAccount(value);
  if (nrb === '') return BANK_ACCOUNT_MESSAGES.required;
  if (!isDigits(nrb, NRB_LENGTH)) return BANK_ACCOUNT_MESSAGES.format;
  return isValidBankAccount(nrb) ? null : BANK_ACCOUNT_MESSAGES.invalid;
}
