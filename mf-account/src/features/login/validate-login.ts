export interface LoginValues {
  login?: string;
  password?: string;
}

export type LoginField = keyof LoginValues;
export type LoginErrors = Partial<Record<LoginField, string>>;

export const LOGIN_REQUIRED = 'Enter your e-mail address or phone number.';
export const PASSWORD_REQUIRED = 'Enter your password.';

/**
 * Both fields are required. The password strength rule is for choosing a password
 * (registration, reset), not for typing an existing one.
 */
export function validateLogin(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  if (!values.login?.trim()) errors.login = LOGIN_REQUIRED;
  if (!values.password) errors.password = PASSWORD_REQUIRED;
  return errors;
}
