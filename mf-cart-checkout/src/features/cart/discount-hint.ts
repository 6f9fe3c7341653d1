import type { OwnPackageCartHint } from '@labshop/shared-contracts/core';

/** The next-discount hint, in words: how many more own-package tests, for whom, and what they earn. */
export function discountHintText(hint: OwnPackageCartHint, patientName?: string): string {
  const tests = hint.itemsToAdd === 1 ? '1 more test' : `${hint.itemsToAdd} more tests`;
  const forWhom = patientName ? ` for ${patientName}` : '';
  return `Add ${tests}${forWhom} to your own package to get ${hint.nextPercent}% off.`;
}
