import fc from 'fast-check';
import { PESEL_MESSAGES, isValidPesel, peselBirthDate, peselSex, validatePesel } from './pesel';
import { positions, validPesel, withOneDigitChanged } from './valid-number-arbitraries';

describe('PESEL numbers', () => {
  it.each([
    ['44051401359', '1944-05-14', 'm'],
    ['02070803628', '1902-07-08', 'f'],
    ['00810100002', '1800-01-01', 'f'],
    ['00813101239', '1800-01-31', 'm'],
    ['96822901230', '1896-02-29', 'm'],
    ['99923112354', '1899-12-31', 'm'],
    ['00010101238', '1900-01-01', 'm'],
    ['96022950070', '1996-02-29', 'm'],
    ['00222901239', '2000-02-29', 'm'],
    ['24222911184', '2024-02-29', 'f'],
    ['00422899912', '2100-02-28', 'm'],
    ['04422934549', '2104-02-29', 'f'],
    ['24422901231', '2124-02-29', 'm'],
    ['00661501061', '2200-06-15', 'f'],
    ['04622901239', '2204-02-29', 'm'],
    ['99723177795', '2299-12-31', 'm'],
  ])('accepts %s, born %s, sex %s', (pesel, birthDate, sex) => {
    expect(validatePesel(pesel)).toBeNull();
    expect(peselBirthDate(pesel)).toBe(birthDate);
    expect(peselSex(pesel)).toBe(sex);
  });

  it.each([
    ['44051401358', 'a wrong check digit'],
    ['00022901233', '29 February 1900, not a leap year'],
    ['00822901237', '29 February 1800, not a leap year'],
    ['01222901236', '29 February 2001'],
    ['00422901235', '29 February 2100, not a leap year'],
    ['00622901231', '29 February 2200, not a leap year'],
    ['99043101232', '31 April'],
    ['99000101231', 'month 0'],
    ['99130101237', 'month 13, which encodes no century'],
    ['99010001235', 'day 0'],
    ['99013201236', 'day 32'],
  ])('refuses %s (%s)', (pesel) => {
    expect(validatePesel(pesel)).toBe(PESEL_MESSAGES.invalid);
    expect(isValidPesel(pesel)).toBe(false);
    expect(peselBirthDate(pesel)).toBeNull();
    expect(peselSex(pesel)).toBeNull();
  });

  it.each([['4405140135'], ['440514013599'], ['4405140135a'], ['44-05-14-013']])(
    'asks for 11 digits when given %s',
    (pesel) => {
      expect(validatePesel(pesel)).toBe(PESEL_MESSAGES.length);
    },
  );

  it('asks for the number when it is empty', () => {
    expect(validatePesel('  ')).toBe(PESEL_MESSAGES.required);
  });

  it('ignores spaces typed around and inside the number', () => {
    expect(validatePesel(' 440514 01359 ')).toBeNull();
  });

  it('says when the PESEL number disagrees with the date of birth on the form', () => {
    expect(validatePesel('44051401359', { birthDate: '1944-05-14' })).toBeNull();
    expect(validatePesel('44051401359', { birthDate: '1944-05-15' })).toBe(
      'The PESEL number does not match the date of birth.',
    );
    expect(validatePesel('44051401359', { birthDate: '2044-05-14' })).toBe(PESEL_MESSAGES.birthDateMismatch);
  });

  it('leaves a date of birth that is not a date to its own rule', () => {
    expect(validatePesel('44051401359', { birthDate: '' })).toBeNull();
    expect(validatePesel('44051401359', { birthDate: '1944-02-30' })).toBeNull();
  });

  it('says when the PESEL number disagrees with the selected sex', () => {
    expect(validatePesel('44051401359', { sex: 'm' })).toBeNull();
    expect(validatePesel('44051401359', { sex: 'f' })).toBe(PESEL_MESSAGES.sexMismatch);
    expect(validatePesel('02070803628', { sex: 'm' })).toBe(PESEL_MESSAGES.sexMismatch);
  });

  it('refuses the number of someone not yet born when today is given', () => {
    expect(validatePesel('24222911184', { today: '2024-02-29' })).toBeNull();
    expect(validatePesel('24222911184', { today: '2024-02-28' })).toBe(PESEL_MESSAGES.invalid);
  });

  it('accepts every generated number and decodes its date of birth and sex', () => {
    fc.assert(
      fc.property(validPesel, ({ pesel, birthDate, sex }) => {
        expect(validatePesel(pesel, { birthDate, sex })).toBeNull();
        expect(peselBirthDate(pesel)).toBe(birthDate);
        expect(peselSex(pesel)).toBe(sex);
      }),
    );
  });

  // The weights 1, 3, 7 and 9 share no factor with 10, so a change of one digit by 1-9 always moves the sum mod 10.
  it('refuses a valid number with any single digit changed', () => {
    fc.assert(
      fc.property(
        validPesel.chain(({ pesel }) => withOneDigitChanged(pesel, positions(11))),
        (changed) => {
          expect(validatePesel(changed)).toBe(PESEL_MESSAGES.invalid);
        },
      ),
    );
  });
});
