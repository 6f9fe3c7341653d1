/**
 * The rules only ever see whole, non-negative minor units; anything else is a caller's bug that would
 * otherwise surface as a wrong total, so it fails loudly here.
 */
export function requireMinorUnits(value: number, what: string): number {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be whole, non-negative minor units, got ${value}`);
  }
  return value;
}

/** Percentages the rules take are whole numbers from 0 to 100. */
export function requireWholePercent(value: number, what: string): number {
  if (!Number.isInteger(value) || value < 0 || value > 100) {
    throw new RangeError(`${what} must be a whole percent from 0 to 100, got ${value}`);
  }
  return value;
}
