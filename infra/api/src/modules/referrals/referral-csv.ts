import { POLAND } from '@labshop/shared-contracts/core';
import { REFERRAL_CSV_COLUMNS, type ReferralTableRow } from '@labshop/shared-contracts/core/api/doctor-referral-table';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: POLAND.country.timeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** A day as the shop keeps it, YYYY-MM-DD in its own time zone. */
const dayOf = (iso: string | null) => (iso === null ? '' : dayFormat.format(new Date(iso)));

/** Minor units as an amount with two decimals, the way a spreadsheet reads it. */
const amount = (minor: number) => (minor / 100).toFixed(2);

/**
 * A value as one CSV field: quoted when it holds a comma, quote or line break; and a value a spreadsheet would run
 * as a formula (=, +, -, @ first) is written after an apostrophe, so an exported name never runs.
 */
function field(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The referral table's rows as CSV (RFC 4180, CRLF), a header line first. */
export function referralTableCsv(rows: readonly ReferralTableRow[]): string {
  const lines = [REFERRAL_CSV_COLUMNS.map(field).join(',')];
  for (const row of rows) {
    lines.push(
      [
        row.id,
        dayOf(row.issuedAt),
        dayOf(row.testDate),
        row.patient.name,
        row.phone,
        row.statusWords,
        row.testsCount,
        amount(row.costMinor),
        amount(row.discountMinor),
        row.discountPercent,
        amount(row.commissionMinor),
        row.postCode,
        row.city,
        row.street,
      ]
        .map(field)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
