const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'Until 12 December 2026' for an offer with an end; nothing for one that runs until withdrawn. */
export function offerEndText(endsAt: string | null): string | null {
  if (endsAt === null) return null;
  const end = new Date(endsAt);
  if (Number.isNaN(end.getTime())) return null;
  // The stored end is the first moment the offer is over; the last day it runs is the day before.
  return `Until ${DATE_FORMAT.format(new Date(end.getTime() - 1))}`;
}
