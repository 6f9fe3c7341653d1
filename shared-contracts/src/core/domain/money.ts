import { MARKET } from './market';

/** Money travels as integer minor units (pence, grosze). The currency comes from config; the market's by default. */
export const DEFAULT_CURRENCY = MARKET.currency.code;
export const DEFAULT_COUNTRY_CODE = MARKET.currency.countryCode;
const LOCALE = 'en';

/** No decimals for a whole amount, otherwise two. */
export function formatMoney(minor: number, currency: string = DEFAULT_CURRENCY): string {
  if (!Number.isInteger(minor)) throw new RangeError(`Money must be whole minor units, got ${minor}`);
  return moneyFormat(currency, minor % 100 === 0).format(minor / 100);
}

/**
 * Formatters made once per currency and kind of amount: making one costs far more than formatting with it, and an
 * order's e-mail formats every line of it.
 */
const moneyFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat(currency: string, whole: boolean): Intl.NumberFormat {
  const key = `${currency}:${whole ? 'whole' : 'decimal'}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, {
      style: 'currency',
      currency,
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: whole ? 0 : 2,
    });
    moneyFormats.set(key, format);
  }
  return format;
}

/** Rounds a major-unit amount to two decimals and returns it in minor units. */
export function toMinorUnits(major: number): number {
  return Math.round((major + Number.EPSILON) * 100);
}
