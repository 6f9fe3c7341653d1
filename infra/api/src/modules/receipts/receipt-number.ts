/** A receipt's number as printed and quoted: the year it was issued and its sequence number ('R/2026/000042'). */
export function receiptNumber(number: number, issuedAt: Date): string {
  return `R/${issuedAt.getUTCFullYear()}/${String(number).padStart(6, '0')}`;
}
