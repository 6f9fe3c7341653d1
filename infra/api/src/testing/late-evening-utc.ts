/**
 * The coming 23:30 UTC, with its UTC day and the next: at that moment the next UTC day has begun in Warsaw and
 * Auckland, not yet in New York, so a test can tell a patient's own day from the UTC day.
 */
export function nextLateEveningUtc(): { at: Date; utcDay: string; nextDay: string } {
  const now = new Date();
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 23, 30));
  if (at <= now) at.setUTCDate(at.getUTCDate() + 1);
  const next = new Date(at);
  next.setUTCDate(next.getUTCDate() + 1);
  return { at, utcDay: at.toISOString().slice(0, 10), nextDay: next.toISOString().slice(0, 10) };
}
