import { type } from 'superstruct';
import { validatePassword, validatePasswordConfirmation } from '@labshop/shared-contracts/core';
import { anyField, textRule, validateWith, withFieldRule } from '@labshop/shared-contracts/web/forms';

export interface NewPasswordValues {
  currentPassword?: string;
  password?: string;
  passwordConfirmation?: string;
}

/** The new password's rule and a matching confirmation; the current one, when asked, follows the same rule. */
export function newPasswordStruct(withCurrent: boolean) {
  const fields = type({
    currentPassword: withCurrent ? textRule(validatePassword) : anyField(),
    password: textRule(validatePassword),
  });
  return withFieldRule(fields, 'passwordConfirmation', (values: NewPasswordValues) =>
    validatePasswordConfirmation(values.password ?? '', values.passwordConfirmation ?? ''),
  );
}

export function validateNewPassword(values: NewPasswordValues, withCurrent = false) {
  return validateWith(newPasswordStruct(withCurrent))(values);
}
