import fc from 'fast-check';
import { PWZ_MESSAGES, isValidPwz, validatePwz } from './pwz';
import { positions, validPwz, withOneDigitChanged } from './valid-number-arbitraries';

describe('medical licence numbers (PWZ)', () => {
  it.each([['5425740'], ['3123456'], ['6000001'], ['2999999'], ['1100000'], ['1654321'], [' 5425740 ']])(
    'accepts %s',
    (pwz) => {
      expect(validatePwz(pwz)).toBeNull();
    },
  );

  it.each([
    ['5425741', 'a wrong check digit'],
    ['4425740', 'a wrong check digit'],
    ['0100009', 'a check digit of 0: numbers never start with 0'],
    ['0000000', 'all zeros'],
    ['1100007', 'a sum giving 10, which no digit can carry'],
  ])('refuses %s (%s)', (pwz) => {
    expect(validatePwz(pwz)).toBe('Enter a valid medical licence number.');
  });

  it.each([['542574'], ['54257400'], ['54 25 740'], ['542574O']])('asks for 7 digits when given %s', (pwz) => {
    expect(validatePwz(pwz)).toBe(PWZ_MESSAGES.length);
  });

  it('asks for the number when it is empty', () => {
    expect(validatePwz('')).toBe(PWZ_MESSAGES.required);
  });

  it('accepts every generated number', () => {
    fc.assert(fc.property(validPwz, (pwz) => expect(isValidPwz(pwz)).toBe(true)));
  });

  // The weights 1-6 and a change of one digit (1-9) are non-zero mod the prime 11, so the sum always moves.
  it('refuses a valid number with any single digit changed', () => {
    fc.assert(
      fc.property(
        validPwz.chain((pwz) => withOneDigitChanged(pwz, positions(7))),
        (changed) => expect(validatePwz(changed)).toBe(PWZ_MESSAGES.invalid),
      ),
    );
  });
});
