import { DOCTOR_COMMISSION_TEXTS } from '@labshop/shared-contracts/core';

export const INVOICES_TEXTS = {
  heading: 'Invoices',
  intro: 'Your commission statement for each month, issued on the 1st of the month after.',
  monthLabel: 'Month',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  loading: 'Loading the invoices',
  loadFailed: 'The invoices could not be loaded.',
  /** Spec §8. */
  none: DOCTOR_COMMISSION_TEXTS.noInvoices,
  /** Spec §8. */
  downloadFailed: DOCTOR_COMMISSION_TEXTS.downloadFailed,
  table: (month: string) => `Invoices for ${month}`,
  columnNumber: 'Invoice',
  columnIssued: 'Issued',
  columnLines: 'Referrals',
  columnTotal: 'Total',
  columnFile: 'File',
  download: 'Download PDF',
  downloadLabel: (number: string) => `Download invoice ${number} (PDF)`,
} as const;
