import { DEFAULT_COUNTRY_CODE, DEFAULT_CURRENCY } from './money';
import { MARKET, POLAND, formatPhone, telephoneHref, testsTakenInCountry, type Market } from './market';
import { PESEL_LENGTH, PHONE_LENGTH } from './validators/limits';
import { normalisePhone, validatePhone } from './validators/phone';

describe('the market', () => {
  it('is Poland with prices in GBP unless configured otherwise', () => {
    expect(MARKET).toBe(POLAND);
    expect(MARKET.country).toEqual({ name: 'Poland', code: 'PL', timeZone: 'Europe/Warsaw' });
    expect([DEFAULT_CURRENCY, DEFAULT_COUNTRY_CODE]).toEqual(['GBP', 'UK']);
  });

  it('gives the field rules their lengths: 9-digit phone numbers and the 11-digit PESEL number', () => {
    expect(MARKET.phone).toMatchObject({ prefix: '+48', digits: 9 });
    expect(MARKET.nationalId).toEqual({ name: 'PESEL', digits: 11 });
    expect([PHONE_LENGTH, PESEL_LENGTH]).toEqual([9, 11]);
  });

  it('names the country where tests are taken', () => {
    expect(testsTakenInCountry()).toBe(
      'All tests are taken in Poland: at our collection points or by a nurse at home.',
    );
    const elsewhere: Market = { ...POLAND, country: { name: 'Czechia', code: 'CZ', timeZone: 'Europe/Prague' } };
    expect(testsTakenInCountry(elsewhere)).toMatch(/taken in Czechia/);
  });

  it('writes a stored number with its prefix, grouped for reading', () => {
    expect(formatPhone('600100200')).toBe('+48 600 100 200');
    const elsewhere: Market = { ...POLAND, phone: { prefix: '+420', digits: 9, example: '', groups: [3, 3, 3] } };
    expect(formatPhone('601234567', elsewhere)).toBe('+420 601 234 567');
  });

  it('leaves a value that is not a whole national number as it is', () => {
    expect(formatPhone('12345')).toBe('12345');
    expect(formatPhone('')).toBe('');
  });

  it('turns a written number into a telephone link', () => {
    expect(telephoneHref(MARKET.contact.phone)).toBe('tel:+48221002030');
  });

  it('reads a number written the ways patients write it as the same nine digits', () => {
    for (const typed of ['+48 600 100 200', '600 100 200', '600-100-200', '+48600100200', '0048 600 100 200']) {
      expect(normalisePhone(typed)).toBe('600100200');
      expect(validatePhone(typed)).toBeNull();
    }
  });
});
