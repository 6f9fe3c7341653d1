import { DateTime } from 'luxon';
import { DELIVERY_ERROR_CODES, invalid } from '../delivery-errors';

const TIMESTAMP = /^(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?(?:\.(\d{1,4}))?([+-]\d{4})?$/u;

/** Where labs are asked to read a time without an offset, unless the lab's own setting says otherwise. */
export const DEFAULT_LAB_TIME_ZONE = 'Europe/Warsaw';

/** An instant, and whether the lab gave the day alone (so no screen shows it as midnight). */
export interface Hl7Instant {
  iso: string;
  dateOnly: boolean;
}

/**
 * An HL7 DTM (YYYY[MM[DD[HH[MM[SS[.S]]]]]][+/-ZZZZ]) as an instant. With an offset it is read as given; without
 * one, in the lab's time zone (a Polish lab's 08:15 is 08:15 in Warsaw, summer or winter), never as UTC.
 * '' gives null.
 */
export function hl7Instant(value: string, location: string, timeZone = DEFAULT_LAB_TIME_ZONE): Hl7Instant | null {
  if (value === '') return null;
  const match = TIMESTAMP.exec(value);
  if (!match) throw invalid(DELIVERY_ERROR_CODES.dataType, `"${value}" is not an HL7 date and time.`, location);
  const [, year = '', month, day, hour, minute, second, fraction, offset] = match;
  const zone = offset === undefined ? timeZone : `UTC${offset.slice(0, 3)}:${offset.slice(3)}`;
  const moment = DateTime.fromObject(
    {
      year: Number(year),
      month: Number(month ?? 1),
      day: Number(day ?? 1),
      hour: Number(hour ?? 0),
      minute: Number(minute ?? 0),
      second: Number(second ?? 0),
      millisecond: fraction === undefined ? 0 : Number(fraction.padEnd(3, '0').slice(0, 3)),
    },
    { zone },
  );
  // A time in the hour skipped when clocks go forward is moved past it, as the lab's own clock would have been.
  if (!moment.isValid) {
    throw invalid(DELIVERY_ERROR_CODES.dataType, `"${value}" is not a real date and time.`, location);
  }
  return { iso: moment.toUTC().toISO() ?? '', dateOnly: hour === undefined };
}

/** The instant alone, for times whose precision no screen shows (when the report was issued). */
export function hl7Timestamp(value: string, location: string, timeZone = DEFAULT_LAB_TIME_ZONE): string | null {
  return hl7Instant(value, location, timeZone)?.iso ?? null;
}

/** An HL7 date (of birth) as an ISO date; the time part, if any, is ignored. */
export function hl7Date(value: string, location: string): string | null {
  if (value === '') return null;
  const match = /^(\d{4})(\d{2})(\d{2})/u.exec(value);
  if (!match) throw invalid(DELIVERY_ERROR_CODES.dataType, `"${value}" is not an HL7 date.`, location);
  const [, year = '', month = '', day = ''] = match;
  if (!isCalendarDate(year, month, day)) {
    throw invalid(DELIVERY_ERROR_CODES.dataType, `"${value}" is not a real date.`, location);
  }
  return `${year}-${month}-${day}`;
}

function isCalendarDate(year: string, month: string, day: string): boolean {
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return (
    date.getUTCFullYear() === Number(year) &&
    date.getUTCMonth() === Number(month) - 1 &&
    date.getUTCDate() === Number(day)
  );
}
