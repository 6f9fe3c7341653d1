import fc from 'fast-check';
import { NIP_MESSAGES, isValidNip, normaliseNip, validateNip } from './nip';
import { positions, validNip, withOneDigitChanged } from './valid-number-arbitraries';

describe('NIP numbers', () => {
  it.each([
    ['1234563218'],
    ['5260250274'],
    ['7770000005'],
    ['1132456789'],
    ['123-456-32-18'],
    ['123 456 32 18'],
    [' 526-02-50-274 '],
  ])('accepts %s', (nip) => {
    expect(validateNip(nip)).toBeNull();
  });

  it('keeps only the digits of a NIP typed with dashes', () => {
    expect(normaliseNip('123-456-32-18')).toBe('1234563218');
  });

  it.each([['1234563219'], ['5260250275'], ['1234563281']])('refuses %s, whose check digit is wrong', (nip) => {
    expect(validateNip(nip)).toBe('Enter a valid NIP number.');
  });

  // The weighted sum of 100000016 is 10 mod 11: no check digit completes it.
  it.each([...'0123456789'])('refuses 100000016 followed by %s', (last) => {
    expect(isValidNip(`100000016${last}`)).toBe(false);
  });

  it.each([['123456321'], ['12345632188'], ['12345632a8'], ['123/456/32/18']])(
    'asks for 10 digits when given %s',
    (nip) => {
      expect(validateNip(nip)).toBe(NIP_MESSAGES.length);
    },
  );

  it('asks for the number when it is empty', () => {
    expect(validateNip('')).toBe(NIP_MESSAGES.required);
  });

  it('accepts every generated number', () => {
    fc.assert(fc.property(validNip, (nip) => expect(validateNip(nip)).toBeNull()));
  });

  // Every weight and every change of one digit (1-9) is non-zero mod the prime 11, so their product is too: a change
  // in digits 1-9 moves the expected check digit; a change of the check digit itself no longer matches the sum.
  it('refuses a valid number with any single digit changed', () => {
    fc.assert(
      fc.property(
        validNip.chain((nip) => withOneDigitChanged(nip, positions(10))),
        (changed) => expect(validateNip(changed)).toBe(NIP_MESSAGES.invalid),
      ),
    );
  });
});
