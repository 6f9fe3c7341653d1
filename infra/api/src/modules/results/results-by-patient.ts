import type { PatientResults, ResultsEntry, ResultsPatient } from '@labshop/shared-contracts/core/api/results';
import { personKey, type PersonDetails } from './person';
import type { PatientRow, PersonEntry } from './store/results-list';

/**
 * Entries grouped per person, each group newest first: the account holder first, then the family by name. A
 * person's `id` is their order-patient id on the newest order, which the archive export accepts.
 */
export function groupByPatient(entries: PersonEntry[], holder: PersonDetails | null): PatientResults[] {
  const groups = new Map<string, { patient: ResultsPatient; entries: ResultsEntry[] }>();
  for (const { patient, entry } of entries) {
    const key = personKey(patient);
    const group = groups.get(key) ?? { patient: shapePatient(patient), entries: [] };
    group.entries.push(entry);
    groups.set(key, group);
  }
  const holderKey = holder === null ? null : personKey(holder);
  return [...groups.entries()]
    .sort(([keyA, a], [keyB, b]) => {
      if (keyA === holderKey) return -1;
      if (keyB === holderKey) return 1;
      return fullName(a.patient).localeCompare(fullName(b.patient));
    })
    .map(([, group]) => group);
}

/** Ready results only, newest first, one page of them. */
export function archivePage(entries: PersonEntry[], page: number, pageSize: number) {
  const ready = entries.filter(({ entry }) => entry.status === 'ready');
  return {
    entries: ready
      .slice((page - 1) * pageSize, page * pageSize)
      .map(({ patient, entry }) => ({ patient: shapePatient(patient), entry })),
    page,
    pageSize,
    total: ready.length,
  };
}

const fullName = (patient: ResultsPatient) => `${patient.lastName} ${patient.firstName}`;

function shapePatient(patient: PatientRow): ResultsPatient {
  return {
    id: patient.orderPatientId,
    firstName: patient.firstName,
    lastName: patient.lastName,
    birthDate: patient.birthDate,
    sex: patient.sex,
  };
}
