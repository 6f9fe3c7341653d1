import { PASSWORD_MESSAGES, validatePassword, validatePasswordConfirmation } from './password';

describe('passwords', () => {
  it.each([['Secret12'], ['Zażółć12'], ['ŁÓDŹ1234x'], ['a B c 1 d']])('accepts %s', (password) => {
    expect(validatePassword(password)).toBeNull();
  });

  it.each([
    ['Secret1', 'seven characters'],
    ['secret12', 'no uppercase letter'],
    ['SECRET12', 'no lowercase letter'],
    ['SecretPass', 'no number'],
    ['12345678', 'digits only'],
  ])('refuses %s (%s)', (password) => {
    expect(validatePassword(password)).toBe(
      'The password must have at least 8 characters, with a lowercase letter, an uppercase letter and a number.',
    );
  });

  it('asks for the password when it is empty', () => {
    expect(validatePassword('')).toBe(PASSWORD_MESSAGES.required);
  });

  it('refuses a password over 255 characters', () => {
    expect(validatePassword(`Aa1${'x'.repeat(252)}`)).toBeNull();
    expect(validatePassword(`Aa1${'x'.repeat(253)}`)).toBe(PASSWORD_MESSAGES.tooLong);
  });

  it('accepts a matching confirmation', () => {
    expect(validatePasswordConfirmation('Secret12', 'Secret12')).toBeNull();
  });

  it('asks for the confirmation when it is empty', () => {
    expect(validatePasswordConfirmation('Secret12', '')).toBe('Confirm the password.');
  });

  it('says when the confirmation differs, even only in case', () => {
    expect(validatePasswordConfirmation('Secret12', 'secret12')).toBe('The passwords do not match.');
  });
});
