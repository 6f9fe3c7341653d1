import { validatePassword, validatePasswordConfirmation } from '@labshop/shared-contracts/core';

export interface NewPasswordValues {
  currentPassword?: string;
  password?: string;
  passwordConfirmation?: string;
}

type NewPasswordErrors = Partial<Record<keyof NewPasswordValues, string>>;

/** The new password's rule and a matching confirmation; the current one, when asked, follows the same rule. */
export function validateNewPassword(values: NewPasswordValues, withCurrent = false): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  const current = withCurrent ? validatePassword(values.currentPassword ?? '') : null;
  const password = validatePassword(values.password ?? '');
  const confirmation = validatePasswordConfirmation(values.password ?? '', values.passwordConfirmation ?? '');
  if (current) errors.currentPassword = current;
  if (password) errors.password = password;
  if (confirmation) errors.passwordConfirmation = confirmation;
  return errors;
}
