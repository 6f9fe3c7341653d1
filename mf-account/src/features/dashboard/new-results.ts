import type { ResultsEntry, ResultsOverview, ResultsPatient } from '@labshop/shared-contracts/core';

export interface NewResult {
  patient: ResultsPatient;
  entry: ResultsEntry;
}

const weight = (entry: ResultsEntry) => (entry.critical ? 2 : entry.outOfRange > 0 ? 1 : 0);

/**
 * The results that arrived after `seenAt`, the flagged ones first (critical, then outside the range), then the
 * newest first.
 */
export function newResults(overview: ResultsOverview, seenAt: Date): NewResult[] {
  return overview.patients
    .flatMap((group) => group.entries.map((entry) => ({ patient: group.patient, entry })))
    .filter(
      ({ entry }) =>
        entry.resultId !== null && entry.receivedAt !== null && Date.parse(entry.receivedAt) > seenAt.getTime(),
    )
    .sort(
      (a, b) =>
        weight(b.entry) - weight(a.entry) ||
        Date.parse(b.entry.receivedAt ?? '') - Date.parse(a.entry.receivedAt ?? ''),
    );
}
