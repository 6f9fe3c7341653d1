/** LS-000042: the number a buyer reads out on the phone. */
export function orderNumber(number: number): string {
  return `LS-${String(number).padStart(6, '0')}`;
}
