/** What the review of lab deliveries says, in one place so the screens and their tests agree. */
export const LAB_DELIVERY_TEXTS = {
  heading: 'Lab deliveries to review',
  intro:
    'Reports labs sent that match no paid ordered test, or that cannot be stored into the one they match as sent. ' +
    'Match each to its order, or dismiss it.',
  loading: 'Loading the lab deliveries…',
  empty: 'Nothing to review.',
  detailLoading: 'Loading the report…',
  backToList: 'Back to the list',
  matched: (labReportId: string, orderNumber: string) =>
    `Report ${labReportId} was matched to order ${orderNumber} and stored. The patient has been told.`,
  dismissed: (labReportId: string) => `Report ${labReportId} was dismissed.`,
  forPatient: 'written for the patient: shown to them',
  forClinicians: 'for doctors and staff only',
} as const;

const WHEN = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const DAY = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

/** When a lab's message arrived, in the reviewer's own time ('3 May 2026, 14:00'). */
export const formatReceived = (iso: string) => WHEN.format(new Date(iso));

/** A birth date is a calendar day, read in UTC so it never slips to the day before. */
export const formatBirthDate = (day: string) => DAY.format(new Date(`${day}T00:00:00Z`));

/** The patient as the lab's message names them, parts it left out skipped. */
export function describePatient(patient: {
  givenName: string | null;
  familyName: string | null;
  birthDate: string | null;
}): string {
  const name = [patient.givenName, patient.familyName].filter(Boolean).join(' ') || 'No name given';
  return patient.birthDate === null ? name : `${name}, born ${formatBirthDate(patient.birthDate)}`;
}
