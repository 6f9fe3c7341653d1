import type { PatientResults, ResultsEntry } from '@labshop/shared-contracts/core';

/** A result the doctor should look at: the lab reported at least one value outside its range. */
export function isFlagged(entry: ResultsEntry): boolean {
  return entry.resultId !== null && (entry.outOfRange > 0 || entry.critical);
}

export interface FlagSummary {
  words: string;
  /** Critical, out of range, or all within range. */
  tone: 'danger' | 'warning' | 'success';
}

/** The flags of a result in words and a tone; nothing while the lab has not reported. */
export function flagSummary(entry: ResultsEntry): FlagSummary | null {
  if (entry.resultId === null) return null;
  const count = entry.outOfRange === 1 ? '1 value out of range' : `${entry.outOfRange} values out of range`;
  if (entry.critical) return { words: `Critical: ${count}`, tone: 'danger' };
  if (entry.outOfRange > 0) return { words: count, tone: 'warning' };
  return { words: 'All values within range', tone: 'success' };
}

/** Newest first, whatever order the entries came in. */
export function newestFirst(entries: readonly ResultsEntry[]): ResultsEntry[] {
  return [...entries].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
}

/** Each person's tests, newest first, only the flagged ones when asked; people left with none are dropped. */
export function visibleGroups(groups: readonly PatientResults[], flaggedOnly: boolean): PatientResults[] {
  return groups
    .map((group) => ({
      ...group,
      entries: newestFirst(flaggedOnly ? group.entries.filter(isFlagged) : group.entries),
    }))
    .filter((group) => group.entries.length > 0);
}

export interface ResultStats {
  ready: number;
  flagged: number;
  critical: number;
  awaiting: number;
}

/** The figures over the patient's results: reported, flagged, critical, and tests the lab has not reported yet. */
export function resultStats(groups: readonly PatientResults[]): ResultStats {
  const entries = groups.flatMap((group) => group.entries);
  return {
    ready: entries.filter((entry) => entry.resultId !== null).length,
    flagged: entries.filter(isFlagged).length,
    critical: entries.filter((entry) => entry.resultId !== null && entry.critical).length,
    awaiting: entries.filter((entry) => entry.resultId === null).length,
  };
}
