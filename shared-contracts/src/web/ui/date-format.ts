import { formatIsoDate, isValidCalendarDate, parseIsoDate } from '@labshop/shared-contracts/core';

/** The one date format people type and read (spec §9): month, day, year. */
export const DATE_FORMAT = 'MM/DD/YYYY';
/** The years the date fields accept (spec §9). */
export const DATE_YEARS = { min: 1900, max: 2100 } as const;

export const DATE_MESSAGES = {
  format: `Enter the date as ${DATE_FORMAT}, for example 05/14/1990.`,
  noSuchDay: 'There is no such day: check the month and the day.',
  years: `Enter a year from ${DATE_YEARS.min} to ${DATE_YEARS.max}.`,
} as const;

export type TypedDate = { iso: string; error?: undefined } | { iso?: undefined; error: string };

/** Reads what a person typed as MM/DD/YYYY: the ISO date (yyyy-MM-dd), or what is wrong with it. */
export function readTypedDate(text: string): TypedDate {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return { error: DATE_MESSAGES.format };
  const date = { month: Number(match[1]), day: Number(match[2]), year: Number(match[3]) };
  if (date.year < DATE_YEARS.min || date.year > DATE_YEARS.max) return { error: DATE_MESSAGES.years };
  const iso = isValidCalendarDate(date) ? formatIsoDate(date) : null;
  return iso === null ? { error: DATE_MESSAGES.noSuchDay } : { iso };
}

/** An ISO date as people read it (MM/DD/YYYY); anything else unchanged. */
export function showIsoDate(value: string): string {
  const date = parseIsoDate(value);
  if (date === null) return value;
  const two = (part: number) => String(part).padStart(2, '0');
  return `${two(date.month)}/${two(date.day)}/${date.year}`;
}

/**
 * Adds the slash after the month and the day as the person types digits (a phone's number pad has no slash), and
 * folds a slash typed straight after one of those.
 */
export function typeDate(before: string, after: string): string {
  const folded = after.replace(/\/{2,}/g, '/');
  const typingOn = folded.length > before.length;
  return typingOn && /^(\d{2}|\d{2}\/\d{2})$/.test(folded) ? `${folded}/` : folded;
}
