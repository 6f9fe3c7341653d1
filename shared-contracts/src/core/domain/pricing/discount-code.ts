import { requireMinorUnits } from './minor-units';

/**
 * The discount code's amount is subtracted, but never past zero: a code worth more than the order
 * makes it free and no more.
 */
export function discountCodeReduction(totalBeforeMinor: number, discountCodeMinor: number): number {
  requireMinorUnits(discountCodeMinor, 'A discount code amount');
  return Math.min(discountCodeMinor, Math.max(0, totalBeforeMinor));
}
