/** Building blocks of the checksum rules: PESEL, NIP, PWZ, ID card and bank account numbers. */

/** True when the value is exactly `length` ASCII digits (no signs, spaces or other numerals). */
export function isDigits(value: string, length: number): boolean {
  return value.length === length && /^[0-9]+$/.test(value);
}

/** Sum of digit values times their weights, position by position. */
export function weightedSum(values: readonly number[], weights: readonly number[]): number {
  return weights.reduce((sum, weight, index) => sum + weight * (values[index] ?? 0), 0);
}

export function digitValues(value: string): number[] {
  return Array.from(value, (character) => Number(character));
}

/** Spaces and dashes people type to group digits; removed before checking. */
export function stripSeparators(value: string): string {
  return value.replace(/[\s-]/g, '');
}
