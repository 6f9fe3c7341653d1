const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/u;

const dayFormat = (timeZone?: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone });

/**
 * A date as patients read it ('3 Mar 2026'). A bare date is a calendar day, not midnight somewhere, so it is
 * read in UTC and never slips to the day before; a timestamp shows the patient's own day.
 */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dayFormat(DATE_ONLY.test(iso) ? 'UTC' : undefined).format(date);
}
