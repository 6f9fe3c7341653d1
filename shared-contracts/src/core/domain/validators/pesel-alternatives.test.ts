import { validatePeselOrBirthDate, validatePeselOrPhone } from './pesel-alternatives';

describe('PESEL number or its alternatives', () => {
  it('asks for the PESEL number or the date of birth when both are empty', () => {
    expect(validatePeselOrBirthDate({ pesel: '', birthDate: ' ' })).toBe(
      'Enter the PESEL number or the date of birth.',
    );
    expect(validatePeselOrBirthDate({ pesel: '44051401359' })).toBeNull();
    expect(validatePeselOrBirthDate({ birthDate: '1944-05-14' })).toBeNull();
  });

  it('asks for the PESEL number or the phone when both are empty', () => {
    expect(validatePeselOrPhone({})).toBe('Enter the PESEL number or the phone number.');
    expect(validatePeselOrPhone({ phone: '600100200' })).toBeNull();
    expect(validatePeselOrPhone({ pesel: '44051401359', phone: '' })).toBeNull();
  });
});
