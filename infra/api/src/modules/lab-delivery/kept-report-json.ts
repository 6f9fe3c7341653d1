import type { DeliveredObservation, DeliveredReport } from '@labshop/shared-contracts/core';

/**
 * A kept report as read back from its row. It was written by a delivery from a message that was read and
 * checked, so it is a report as read; reports kept before notes had an audience have no patient notes.
 */
export function readKeptReport(json: unknown): DeliveredReport {
  const report = json as DeliveredReport;
  const withPatientNotes = <T extends { patientNotes?: string[] }>(part: T) => ({
    ...part,
    patientNotes: part.patientNotes ?? [],
  });
  return {
    ...withPatientNotes(report),
    observations: report.observations.map((observation: DeliveredObservation) => withPatientNotes(observation)),
  };
}
