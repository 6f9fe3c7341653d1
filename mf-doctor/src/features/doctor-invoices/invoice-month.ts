import { MARKET, MONTH_PATTERN } from '@labshop/shared-contracts/core';
import { DateTime } from 'luxon';

/** Months are the market's calendar months, as the API invoices them. */
const ZONE = MARKET.country.timeZone;

/** The month before the one `now` falls in: the latest month that can have an invoice. */
export function lastInvoicedMonth(now: Date = new Date()): string {
  return DateTime.fromJSDate(now, { zone: ZONE }).startOf('month').minus({ months: 1 }).toFormat('yyyy-MM');
}

/** The month `by` months after (or before) `month`. */
export function shiftMonth(month: string, by: number): string {
  return DateTime.fromFormat(month, 'yyyy-MM', { zone: ZONE }).plus({ months: by }).toFormat('yyyy-MM');
}

/** 'November 2026'; the text itself for anything that is no month. */
export function monthWords(month: string): string {
  if (!MONTH_PATTERN.test(month)) return month;
  return DateTime.fromFormat(month, 'yyyy-MM', { zone: ZONE }).setLocale('en').toFormat('LLLL yyyy');
}

/** A moment as a day in words: '3 November 2026'. */
export function dayWords(iso: string): string {
  return DateTime.fromISO(iso, { zone: ZONE }).setLocale('en-GB').toFormat('d LLLL yyyy');
}
