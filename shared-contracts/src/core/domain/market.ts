/**
 * The market the shop serves, in one place: the country where samples are taken, how its phone numbers and
 * national identity numbers look, how patients reach the shop there, and the currency prices are shown in unless
 * the operator sets another (CURRENCY and COUNTRY_CODE). The API and every part of the site read it from here, so
 * serving another country means another value of this shape rather than new code.
 */
export interface Market {
  /** Where samples are taken: every collection point and every nurse's home visit is in this country. */
  /** `timeZone`: the IANA zone of the country's clocks, in which visit times are given. */
  country: { name: string; code: string; timeZone: string };
  /**
   * The shop currency when none is configured. The country code is the one the product names beside the
   * currency; it describes the currency's pricing, not where tests are taken.
   */
  currency: { code: string; countryCode: string };
  phone: {
    /** The international prefix shown before the national number; patients may type it or leave it out. */
    prefix: string;
    /** Digits of a national number, without the prefix. */
    digits: number;
    /** A made-up number in the way it is usually written, for hints. */
    example: string;
    /** How the digits are grouped for reading ('600 100 200'): sizes of the groups. */
    groups: readonly number[];
  };
  /** The national identity number a patient may register and be found by. */
  nationalId: { name: string; digits: number };
  /** How patients reach the shop's customer service in this market. */
  contact: {
    email: string;
    /** A number in the country's own format, with its international prefix. */
    phone: string;
    hours: string;
    /** The postal address, one line each. */
    address: readonly string[];
  };
}

export const POLAND: Market = {
  country: { name: 'Poland', code: 'PL', timeZone: 'Europe/Warsaw' },
  currency: { code: 'GBP', countryCode: 'UK' },
  phone: { prefix: '+48', digits: 9, example: '600 100 200', groups: [3, 3, 3] },
  nationalId: { name: 'PESEL', digits: 11 },
  contact: {
    email: 'help@labshop.example',
    phone: '+48 22 100 20 30',
    hours: 'Monday to Friday, 8:00 to 18:00 (Polish time)',
    address: ['Labshop', 'ul. Marszałkowska 68', '00-545 Warszawa', 'Poland'],
  },
};

/** The market this build of the shop serves. */
export const MARKET: Market = POLAND;

/** Said wherever a patient chooses where to give a sample. */
export function testsTakenInCountry(market: Market = MARKET): string {
  return `All tests are taken in ${market.country.name}: at our collection points or by a nurse at home.`;
}

/** The digits of a phone number's international prefix ('+48' → '48'). */
export function phonePrefixDigits(market: Market = MARKET): string {
  return market.phone.prefix.replace(/\D/g, '');
}

/** A telephone link's target for a number written with spaces ('+48 22 100 20 30' → 'tel:+48221002030'). */
export function telephoneHref(written: string): string {
  return `tel:${written.replace(/[^\d+]/g, '')}`;
}

/**
 * A national number grouped for reading with its prefix: '600100200' → '+48 600 100 200'. Anything that is not a
 * whole national number is returned as it is, so a stored value is never hidden.
 */
export function formatPhone(national: string, market: Market = MARKET): string {
  if (!new RegExp(`^\\d{${market.phone.digits}}$`).test(national)) return national;
  const groups: string[] = [];
  let start = 0;
  for (const size of market.phone.groups) {
    groups.push(national.slice(start, start + size));
    start += size;
  }
  if (start < national.length) groups.push(national.slice(start));
  return `${market.phone.prefix} ${groups.join(' ')}`;
}
