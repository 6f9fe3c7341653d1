/**
 * The patient's own calendar, as their browser keeps it: "today" for a weight or a check-in is their day where they
 * live, and the API is told their zone so it checks by the same day rather than the UTC one.
 */

/** The browser's IANA time zone, or undefined when it gives none (the API then takes the shop's country's). */
export function patientTimeZone(): string | undefined {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
}

/** Today in the patient's own calendar (YYYY-MM-DD), as a date field gives it. */
export function localToday(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A day typed in a date field that exists and is not after `today`: the API's own rule, asked before sending. */
export function isPastOrToday(day: string, today: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day && day <= today;
}
