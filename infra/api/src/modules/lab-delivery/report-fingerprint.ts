import { createHash } from 'node:crypto';
import type { DeliveredObservation, DeliveredReport } from '@labshop/shared-contracts/core';

/** JSON with every object's keys sorted, so the same content read twice (or back from jsonb) reads the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * A fingerprint of what a report says to the patient: its values, notes and printout. Status, dates and the
 * patient's identity are left out, so a correction that repeats the stored values is recognised as no change.
 */
export function contentHashOf(report: DeliveredReport): string {
  const known = fingerprints.get(report);
  if (known !== undefined) return known;
  const fingerprint = fingerprintOf(report, report.observations.map(withoutEmptyPatientNotes));
  fingerprints.set(report, fingerprint);
  return fingerprint;
}

/**
 * The fingerprint the report would have had before every range the lab sent was kept beside the one judged by: the
 * fingerprint left the ranges out then, as nothing stored them. Equal to `contentHashOf` for a report that sent one
 * range or none per value, so only a result stored then from several ranges per value matches it alone.
 */
export function contentHashBeforeEveryRangeWasKept(report: DeliveredReport): string {
  const observations = report.observations.map((observation) => {
    const { labRanges: _everyRange, ...judgedRangeOnly } = withoutEmptyPatientNotes(observation);
    return judgedRangeOnly;
  });
  return fingerprintOf(report, observations);
}

function fingerprintOf(report: DeliveredReport, observations: readonly object[]): string {
  const content = {
    observations,
    notes: report.notes,
    // Left out while empty, so reports fingerprinted before notes had an audience keep their fingerprint.
    patientNotes: report.patientNotes.length === 0 ? undefined : report.patientNotes,
    document: report.document ?? null,
  };
  return createHash('sha256').update(canonical(content), 'utf8').digest('hex');
}

/**
 * Fingerprints of the reports read in this process, as storing one asks several times (is it a copy, a repeat, what
 * to keep): a report of thousands of values costs a noticeable time to fingerprint. Reports are never changed
 * once read.
 */
const fingerprints = new WeakMap<DeliveredReport, string>();

function withoutEmptyPatientNotes(observation: DeliveredObservation) {
  const { patientNotes, ...rest } = observation;
  return patientNotes.length === 0 ? rest : observation;
}

/**
 * The report's values with each repeat of an identical value left out (same code, name, value, range, flag and
 * notes), in their order: a lab that lists one observation twice gets one row, not two.
 */
export function withoutRepeatedValues(observations: readonly DeliveredObservation[]): DeliveredObservation[] {
  const seen = new Set<string>();
  return observations.filter((observation) => {
    const key = canonical(observation);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
