import { createHash } from 'node:crypto';
import type { DeliveredReport } from '@labshop/shared-contracts';

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
  const content = { observations: report.observations, notes: report.notes, document: report.document ?? null };
  return createHash('sha256').update(canonical(content), 'utf8').digest('hex');
}
