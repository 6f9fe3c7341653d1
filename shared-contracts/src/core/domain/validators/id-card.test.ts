import fc from 'fast-check';
import { ID_CARD_MESSAGES, isValidIdCardNumber, normaliseIdCardNumber, validateIdCardNumber } from './id-card';
import { positions, validIdCardNumber, withOneDigitChanged } from './valid-number-arbitraries';

const letterValue = (letter: string) => letter.charCodeAt(0) - 55;
const letterOfValue = (value: number) => String.fromCharCode(value + 55);

describe('ID card numbers', () => {
  it.each([['ABA300000'], ['ABS123456'], ['AXZ598765'], ['ZZZ499999'], ['CAB412345'], ['abs 123456'], ['ABS-123456']])(
    'accepts %s',
    (number) => {
      expect(validateIdCardNumber(number)).toBeNull();
    },
  );

  it('stores the number in capitals without spaces', () => {
    expect(normaliseIdCardNumber(' abs 123456 ')).toBe('ABS123456');
  });

  it.each([['ABA300001'], ['ABS123457'], ['ABS223456'], ['ABT123456']])(
    'refuses %s, whose check digit is wrong',
    (number) => {
      expect(validateIdCardNumber(number)).toBe('Enter a valid ID card number.');
    },
  );

  it.each([['AB1234567'], ['ABCD12345'], ['ABS12345'], ['ABS1234567'], ['123456789'], ['ĄBS123456']])(
    'asks for 3 letters and 6 digits when given %s',
    (number) => {
      expect(validateIdCardNumber(number)).toBe(ID_CARD_MESSAGES.format);
    },
  );

  it('asks for the number when it is empty', () => {
    expect(validateIdCardNumber('')).toBe(ID_CARD_MESSAGES.required);
  });

  it('accepts every generated number', () => {
    fc.assert(fc.property(validIdCardNumber, (number) => expect(validateIdCardNumber(number)).toBeNull()));
  });

  // The digit weights 9, 7, 3, 1, 7, 3 share no factor with 10, so a change of one digit always moves the sum mod 10.
  it('refuses a valid number with any single digit changed', () => {
    fc.assert(
      fc.property(
        validIdCardNumber.chain((number) => withOneDigitChanged(number, positions(9, 3))),
        (changed) => expect(validateIdCardNumber(changed)).toBe(ID_CARD_MESSAGES.invalid),
      ),
    );
  });

  // Letters are worth 10-35, so swapping one for a letter 10 or 20 places away leaves the sum mod 10 unchanged:
  // the scheme only detects the other letter changes.
  it('refuses a valid number with a letter changed, unless the letters are 10 or 20 apart', () => {
    const changedLetter = validIdCardNumber.chain((number) =>
      fc
        .record({ position: fc.constantFrom(0, 1, 2), replacement: fc.integer({ min: 10, max: 35 }) })
        .filter(({ position, replacement }) => (replacement - letterValue(number[position] ?? 'A')) % 10 !== 0)
        .map(
          ({ position, replacement }) =>
            `${number.slice(0, position)}${letterOfValue(replacement)}${number.slice(position + 1)}`,
        ),
    );
    fc.assert(fc.property(changedLetter, (changed) => expect(isValidIdCardNumber(changed)).toBe(false)));
  });

  it('cannot tell letters 10 apart, as the published scheme cannot', () => {
    expect(isValidIdCardNumber('KBA300000')).toBe(true);
  });
});
