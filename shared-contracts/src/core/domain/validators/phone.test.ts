import fc from 'fast-check';
import { PHONE_MESSAGES, normalisePhone, validatePhone } from './phone';
import { validPhone } from './valid-number-arbitraries';

describe('phone numbers', () => {
  it.each([
    ['600100200', '600100200'],
    ['600 100 200', '600100200'],
    ['600-100-200', '600100200'],
    ['+48 600 100 200', '600100200'],
    ['+48600100200', '600100200'],
    ['0048 600 100 200', '600100200'],
    ['(22) 123 45 67', '221234567'],
  ])('accepts %s as %s', (typed, phone) => {
    expect(validatePhone(typed)).toBeNull();
    expect(normalisePhone(typed)).toBe(phone);
  });

  it.each([
    ['60010020'],
    ['6001002001'],
    ['48600100200'],
    ['+49 600 100 200'],
    ['600.100.200'],
    ['6001002OO'],
    ['+48'],
  ])('asks for 9 digits when given %s', (phone) => {
    expect(validatePhone(phone)).toBe('The phone number must have 9 digits.');
  });

  it('refuses a number starting with 0, which Polish numbers never do', () => {
    expect(validatePhone('060010020')).toBe(PHONE_MESSAGES.invalid);
  });

  it('asks for the number when it is empty', () => {
    expect(validatePhone(' ')).toBe(PHONE_MESSAGES.required);
  });

  it('accepts every generated number however it is written', () => {
    const written = fc.record({
      phone: validPhone,
      prefix: fc.constantFrom('', '+48', '+48 ', '0048'),
      separator: fc.constantFrom('', ' ', '-'),
    });
    fc.assert(
      fc.property(written, ({ phone, prefix, separator }) => {
        const typed = `${prefix}${phone.slice(0, 3)}${separator}${phone.slice(3, 6)}${separator}${phone.slice(6)}`;
        expect(validatePhone(typed)).toBeNull();
        expect(normalisePhone(typed)).toBe(phone);
      }),
    );
  });
});
