/** Where the doctor's result screens live in the doctor area (see the route manifest). */
export const SHARED_RESULTS_ROUTES = {
  patients: '/doctor/area/patients',
  patient: (accountId: string) => `/doctor/area/patients/${encodeURIComponent(accountId)}`,
  result: (accountId: string, resultId: string) =>
    `/doctor/area/patients/${encodeURIComponent(accountId)}/results/${encodeURIComponent(resultId)}`,
} as const;

/** Dates as a patient's file shows them: day, month in words and year. */
export function formatDay(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
}
