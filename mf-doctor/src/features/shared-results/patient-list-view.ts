import type { SharedPatientsAnswer } from '@labshop/shared-contracts/core';

export type SharedPatient = SharedPatientsAnswer['patients'][number];

/** How the doctor orders the list: the API gives the date sharing began, not the date of each patient's results. */
export const PATIENT_SORTS = [
  { value: 'name', label: 'Name' },
  { value: 'newest-sharing', label: 'Sharing since, newest first' },
] as const;
export type PatientSort = (typeof PATIENT_SORTS)[number]['value'];

/** Fewer letters than this match too many names to help, so the list stays whole until then. */
export const MIN_SEARCH_LENGTH = 2;

/** "New" sharing on the statistics strip: patients who began to share within this many days. */
export const RECENT_SHARING_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Letters compared without case or accents, so "lodz" finds "Łódź" and "nowak" finds "Nowak". */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/ł/gi, 'l')
    .toLocaleLowerCase('en-GB')
    .trim();
}

export function isSearchActive(query: string): boolean {
  return folded(query).length >= MIN_SEARCH_LENGTH;
}

/** The patients whose name holds the query, once it is long enough; every patient before that. */
export function matchingPatients(patients: readonly SharedPatient[], query: string): SharedPatient[] {
  if (!isSearchActive(query)) return [...patients];
  const wanted = folded(query);
  return patients.filter((patient) => folded(patient.name).includes(wanted));
}

const byName = new Intl.Collator('en-GB', { sensitivity: 'base' });

/**
 * By name keeps the API's order (surname first, then first name), which the name as shown cannot tell; by
 * sharing, the most recent grant comes first and names break ties.
 */
export function sortedPatients(patients: readonly SharedPatient[], sort: PatientSort): SharedPatient[] {
  if (sort === 'name') return [...patients];
  return [...patients].sort(
    (a, b) => Date.parse(b.granted_at) - Date.parse(a.granted_at) || byName.compare(a.name, b.name),
  );
}

export interface PatientStats {
  sharing: number;
  recentlyStarted: number;
}

/** Whether the patient began to share within the last RECENT_SHARING_DAYS days. */
export function sharesSinceLately(patient: SharedPatient, now: Date): boolean {
  return Date.parse(patient.granted_at) >= now.getTime() - RECENT_SHARING_DAYS * DAY_MS;
}

/** Only what the list itself says: how many share, and how many began to share lately. */
export function patientStats(patients: readonly SharedPatient[], now: Date): PatientStats {
  return {
    sharing: patients.length,
    recentlyStarted: patients.filter((patient) => sharesSinceLately(patient, now)).length,
  };
}
