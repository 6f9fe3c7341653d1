import {
  BIRTH_DATE_MESSAGES,
  PASSWORD_MESSAGES,
  PESEL_MESSAGES,
  PHONE_MESSAGES,
  PWZ_MESSAGES,
} from '@labshop/shared-contracts/core';
import { toRegisterRequest, validateRegistration, type RegistrationValues } from './registration-values';

const TODAY = '2026-11-21';

/** Anna, born 8 July 1902 according to her PESEL number. */
const VALID: RegistrationValues = {
  method: 'pesel',
  email: 'anna@example.com',
  firstName: 'Anna',
  lastName: 'Kowalska',
  phone: '600 100 200',
  pesel: '02070803628',
  sex: 'f',
  idCardNumber: 'ABS123456',
  password: 'Secret-pass1',
  passwordConfirmation: 'Secret-pass1',
  termsAccepted: true,
  marketingConsent: true,
  contactConsent: true,
};

const check = (values: RegistrationValues, doctor = false) => validateRegistration(values, { doctor, today: TODAY });

describe('registration validation', () => {
  it('accepts a complete form', () => {
    expect(check(VALID)).toEqual({});
  });

  it('refuses a PESEL number whose birth date differs from the typed date of birth', () => {
    const errors = check({ ...VALID, birthDay: '9', birthMonth: '7', birthYear: '1902' });
    expect(errors).toEqual({ pesel: PESEL_MESSAGES.birthDateMismatch });
  });

  it('refuses a PESEL number of the other sex', () => {
    expect(check({ ...VALID, sex: 'm' })).toEqual({ pesel: PESEL_MESSAGES.sexMismatch });
  });

  it('asks for the date of birth with the no PESEL number option, and no longer for the PESEL number', () => {
    const values = { ...VALID, method: 'phone' as const, noPesel: true, pesel: '' };
    expect(check(values)).toEqual({ birthDate: BIRTH_DATE_MESSAGES.required });
    expect(check({ ...values, birthDay: '31', birthMonth: '4', birthYear: '1990' })).toEqual({
      birthDate: BIRTH_DATE_MESSAGES.invalid,
    });
    expect(check({ ...values, birthDay: '1', birthMonth: '1', birthYear: '2099' })).toEqual({
      birthDate: BIRTH_DATE_MESSAGES.future,
    });
  });

  it.each([
    ['short1A', PASSWORD_MESSAGES.weak],
    ['alllowercase1', PASSWORD_MESSAGES.weak],
    ['NoDigitsHere', PASSWORD_MESSAGES.weak],
  ])('refuses the password %s', (password, message) => {
    expect(check({ ...VALID, password, passwordConfirmation: password })).toEqual({ password: message });
  });

  it('refuses a confirmation that does not match', () => {
    expect(check({ ...VALID, passwordConfirmation: 'Secret-pass2' })).toEqual({
      passwordConfirmation: PASSWORD_MESSAGES.confirmationMismatch,
    });
  });

  it.each([
    ['60010020', PHONE_MESSAGES.length],
    ['060010020', PHONE_MESSAGES.invalid],
  ])('refuses the phone number %s', (phone, message) => {
    expect(check({ ...VALID, phone })).toEqual({ phone: message });
  });

  it('requires every consent', () => {
    expect(
      Object.keys(check({ ...VALID, termsAccepted: false, marketingConsent: false, contactConsent: false })),
    ).toEqual(['termsAccepted', 'marketingConsent', 'contactConsent']);
  });

  it('asks a doctor for a valid medical licence number', () => {
    expect(check(VALID, true)).toEqual({ pwz: PWZ_MESSAGES.required });
    expect(check({ ...VALID, pwz: '5425741' }, true)).toEqual({ pwz: PWZ_MESSAGES.invalid });
    expect(check({ ...VALID, pwz: '5425740' }, true)).toEqual({});
  });

  it('sends normalised values and the birth date the PESEL number carries', () => {
    expect(toRegisterRequest({ ...VALID, idCardNumber: 'abs 123456' })).toMatchObject({
      phone: '600100200',
      pesel: '02070803628',
      birthDate: '1902-07-08',
      idCardNumber: 'ABS123456',
    });
  });
});
