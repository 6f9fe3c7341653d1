import { MARKET } from '@labshop/shared-contracts/core';

/**
 * The patient's today (YYYY-MM-DD) at `now` in their IANA time zone, the shop's country's when they gave none: what
 * a patient sends just after midnight where they live is theirs for that day whatever the UTC day. Null for a zone
 * nobody lives in, so the caller can say so.
 */
export function patientToday(now: Date, timeZone: string | null | undefined): string | null {
  try {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone: timeZone ?? MARKET.country.timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).formatToParts(now);
    const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value;
    return `${part('year')}-${part('month')}-${part('day')}`;
  } catch {
    // RangeError: not a time zone.
    return null;
  }
}
