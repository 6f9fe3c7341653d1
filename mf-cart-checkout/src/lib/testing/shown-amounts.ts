import { within } from '@testing-library/react';

/** An amount as the page shows it ('£12.50', '-£2.51'), in minor units. */
export function minorUnitsShown(text: string | null): number {
  return Math.round(Number((text ?? '').replace(/[^0-9.-]/g, '')) * 100);
}

/** A price breakdown's amounts as shown: each line's, then the total's. */
export function breakdownAmounts(breakdown: HTMLElement): { lines: number[]; total: number } {
  const amounts = within(breakdown)
    .getAllByRole('definition')
    .map((amount) => minorUnitsShown(amount.textContent));
  return { lines: amounts.slice(0, -1), total: amounts.at(-1) ?? Number.NaN };
}
