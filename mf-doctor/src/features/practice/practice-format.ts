import { DateTime } from 'luxon';
import { POLAND, formatMoney } from '@labshop/shared-contracts/core';

/** Dates of the practice in the shop's time zone. */
const ZONE = POLAND.country.timeZone;

/** A day as the practice screens show it: 26 Nov 2026. */
export function formatDay(iso: string | null): string {
  if (iso === null) return '—';
  return DateTime.fromISO(iso, { zone: ZONE }).setLocale('en-GB').toFormat('d LLL yyyy');
}

/** A month (YYYY-MM) in words: November 2026. */
export function formatMonth(month: string): string {
  return DateTime.fromFormat(month, 'yyyy-MM', { zone: ZONE }).setLocale('en-GB').toFormat('LLLL yyyy');
}

/** A month (YYYY-MM) short, for a chart's axis: Nov 26. */
export function formatMonthShort(month: string): string {
  return DateTime.fromFormat(month, 'yyyy-MM', { zone: ZONE }).setLocale('en-GB').toFormat('LLL yy');
}

/** The month (YYYY-MM) `by` months from now (before, when negative), in the shop's zone. */
export function monthFromNow(by: number, now: Date = new Date()): string {
  return DateTime.fromJSDate(now, { zone: ZONE }).plus({ months: by }).toFormat('yyyy-MM');
}

export const money = (minor: number, currency: string) => formatMoney(minor, currency);
