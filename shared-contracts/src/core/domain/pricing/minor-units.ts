/**
 * The rules only ever see whole, non-negative minor units; anything else is a caller's bug that would
 * otherwise surface as a wrong total, so it fails loudly here.
 */
export function requireMinorUnits(value: number, what: string): number {
  if (!isMinorUnits(value)) {
    throw new RangeError(`${what} must be whole, non-negative minor units, got ${value}`);
  }
  return value;
}

/** Whether an amount is whole, non-negative minor units: what requireMinorUnits asks, without failing. */
export function isMinorUnits(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 0;
}

/** Percentages the rules take are whole numbers from 0 to 100. */
export function requireWholePercent(value: number, what: string): number {
  if (!Number.isInteger(value) || value < 0 || value > 100) {
    throw new RangeError(`${what} must be a whole percent from 0 to 100, got ${value}`);
  }
  return value;
}
