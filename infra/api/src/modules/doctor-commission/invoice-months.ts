import { DateTime } from 'luxon';
import { MARKET } from '@labshop/shared-contracts/core';
import { MONTH_PATTERN } from '@labshop/shared-contracts/core/api/doctor-commission';

/** Months are the market's calendar months (Poland: Europe/Warsaw), whatever zone the server runs in. */
const ZONE = MARKET.country.timeZone;

/** The moments a month ('YYYY-MM') starts and ends at: [start, end). Null for text that names no month. */
export function monthRange(month: string): { start: Date; end: Date } | null {
  if (!MONTH_PATTERN.test(month)) return null;
  const start = DateTime.fromFormat(month, 'yyyy-MM', { zone: ZONE });
  if (!start.isValid) return null;
  return { start: start.toJSDate(), end: start.plus({ months: 1 }).toJSDate() };
}

/** The month a moment falls in. */
export function monthOf(moment: Date): string {
  return DateTime.fromJSDate(moment, { zone: ZONE }).toFormat('yyyy-MM');
}

/** The month before the one `now` falls in: what the run on the 1st invoices. */
export function previousMonth(now: Date): string {
  return DateTime.fromJSDate(now, { zone: ZONE }).startOf('month').minus({ months: 1 }).toFormat('yyyy-MM');
}

/** Whether the month is over at `now`: only an ended month is invoiced, so its invoice never misses a later line. */
export function monthHasEnded(month: string, now: Date): boolean {
  const range = monthRange(month);
  return range !== null && range.end.getTime() <= now.getTime();
}

/** The month as a reader writes it: 'November 2026'. */
export function monthWords(month: string): string {
  return DateTime.fromFormat(month, 'yyyy-MM', { zone: ZONE }).setLocale('en').toFormat('LLLL yyyy');
}
