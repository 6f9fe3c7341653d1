import { DELIVERY_ERROR_CODES, invalid } from '../delivery-errors';

const TIMESTAMP = /^(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2}(?:\.\d{1,4})?)?([+-]\d{4})?$/u;

/**
 * An HL7 DTM (YYYY[MM[DD[HH[MM[SS[.S]]]]]][+/-ZZZZ]) as an ISO timestamp. Without an offset the time is read as
 * UTC: labs are asked to send one, and a wrong hour is better than a refused result. '' gives null.
 */
export function hl7Timestamp(value: string, location: string): string | null {
  if (value === '') return null;
  const match = TIMESTAMP.exec(value);
  if (!match) throw invalid(DELIVERY_ERROR_CODES.dataType, `"${value}" is not an HL7 date and time.`, location);
  const [, year = '', month = '01', day = '01', hour = '00', minute = '00', second = '00', offset] = match;
  if (!isCalendarDate(year, month, day) || Number(hour) > 23 || Number(minute) > 59 || Number(second) >= 60) {
    throw invalid(DELIVERY_ERROR_CODES.dataType, `"${value}" is not a real date and time.`, location);
  }
  const zone = offset === undefined ? 'Z' : `${offset.slice(0, 3)}:${offset.slice(3)}`;
  const [whole = '00', fraction] = second.split('.');
  const seconds = fraction === undefined ? whole : `${whole}.${fraction.padEnd(3, '0').slice(0, 3)}`;
  return new Date(`${year}-${month}-${day}T${hour}:${minute}:${seconds}${zone}`).toISOString();
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
