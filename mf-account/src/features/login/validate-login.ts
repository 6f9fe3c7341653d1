import { type } from 'superstruct';
import { textRule, validateWith } from '@labshop/shared-contracts/web/forms';

export interface LoginValues {
  login?: string;
  password?: string;
}

export const LOGIN_REQUIRED = 'Enter your e-mail address or phone number.';
export const PASSWORD_REQUIRED = 'Enter your password.';

/**
 * Both fields are required. The password strength rule is for choosing a password
 * (registration, reset), not for typing an existing one.
 */
export const LoginStruct = type({
  login: textRule((login) => (login.trim() ? null : LOGIN_REQUIRED)),
  password: textRule((password) => (password ? null : PASSWORD_REQUIRED)),
});

export const validateLogin = validateWith(LoginStruct);
