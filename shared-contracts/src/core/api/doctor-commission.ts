import { array, enums, integer, nullable, object, pattern, string, type Infer } from 'superstruct';
import { COMMISSION_OPTIONS } from './referrals';
import { DOWNLOAD_FAILED_MESSAGE } from './results';

/**
 * The doctor's commission (issue 16): a ledger line for each referral whose order was paid, worked out once from what
 * the patient actually paid for its tests, and a reversing line if that order was refunded or cancelled; each month's
 * lines are gathered on a numbered monthly invoice the doctor downloads as a PDF. Paths are relative to the API base
 * (`/api`). The doctor's paths answer only a verified doctor acting as doctor (403 'It cannot be done.' otherwise),
 * and another doctor's invoice is 404.
 */
export const DOCTOR_COMMISSION_PATHS = {
  /** GET → `CommissionLedger`: every line of the doctor's ledger, newest first, with the totals. */
  ledger: 'doctor/commission',
  /** GET ?month=YYYY-MM → `DoctorInvoiceList`: the doctor's invoices for that month (none or one). */
  invoices: 'doctor/invoices',
  /** GET → the invoice as application/pdf; 404 for another doctor's. */
  invoicePdf: (invoiceId: string) => `doctor/invoices/${invoiceId}/pdf`,
  /** POST `IssueInvoicesRequest` → `IssueInvoicesAnswer` (admin): issues the invoices of a month that has ended. */
  issueInvoices: 'admin/doctor-invoices',
} as const;

/** A month as the API takes and answers it: 'YYYY-MM'. */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

export const DOCTOR_COMMISSION_TEXTS = {
  /** Spec §8. */
  noInvoices: 'No invoices for the selected month.',
  /** Spec §8. */
  downloadFailed: DOWNLOAD_FAILED_MESSAGE,
  noCommission: 'No commission yet. It appears here once a patient pays for a referral.',
  monthInvalid: 'Choose a month as YYYY-MM.',
  monthNotEnded: 'A month is invoiced once it has ended.',
} as const;

export const COMMISSION_LINE_KINDS = ['commission', 'reversal'] as const;
export type CommissionLineKind = (typeof COMMISSION_LINE_KINDS)[number];

export const COMMISSION_LINE_KIND_WORDS: Record<CommissionLineKind, string> = {
  commission: 'Commission',
  reversal: 'Reversed (refund or cancellation)',
};

/** A line waits for the month's invoice (the salary calculation), then is settled on it. */
export const COMMISSION_LINE_STATUSES = ['awaiting_salary', 'settled'] as const;
export type CommissionLineStatus = (typeof COMMISSION_LINE_STATUSES)[number];

export const COMMISSION_LINE_STATUS_WORDS: Record<CommissionLineStatus, string> = {
  awaiting_salary: 'Awaiting salary calculation',
  settled: 'Settled',
};

export const CommissionLine = object({
  id: string(),
  kind: enums(COMMISSION_LINE_KINDS),
  kindWords: string(),
  status: enums(COMMISSION_LINE_STATUSES),
  statusWords: string(),
  referralId: string(),
  patientName: string(),
  testsCount: integer(),
  commissionOption: nullable(enums(COMMISSION_OPTIONS)),
  /** What the patient paid for the referred tests, after every discount. */
  paidMinor: integer(),
  /** The doctor's commission; negative for a reversal. */
  amountMinor: integer(),
  currency: string(),
  occurredAt: string(),
  invoiceNumber: nullable(string()),
});
export type CommissionLine = Infer<typeof CommissionLine>;

export const CommissionTotals = object({
  earnedMinor: integer(),
  reversedMinor: integer(),
  netMinor: integer(),
  settledMinor: integer(),
  awaitingSalaryMinor: integer(),
});
export type CommissionTotals = Infer<typeof CommissionTotals>;

export const CommissionLedger = object({
  lines: array(CommissionLine),
  totals: CommissionTotals,
  currency: string(),
});
export type CommissionLedger = Infer<typeof CommissionLedger>;

export const DoctorInvoiceSummary = object({
  id: string(),
  number: string(),
  month: string(),
  issuedAt: string(),
  linesCount: integer(),
  totalMinor: integer(),
  currency: string(),
});
export type DoctorInvoiceSummary = Infer<typeof DoctorInvoiceSummary>;

export const DoctorInvoiceList = object({ month: string(), invoices: array(DoctorInvoiceSummary) });
export type DoctorInvoiceList = Infer<typeof DoctorInvoiceList>;

export const InvoicesMonthQuery = object({ month: pattern(string(), MONTH_PATTERN) });
export type InvoicesMonthQuery = Infer<typeof InvoicesMonthQuery>;

export const IssueInvoicesRequest = object({ month: string() });
export type IssueInvoicesRequest = Infer<typeof IssueInvoicesRequest>;

export const IssueInvoicesAnswer = object({ month: string(), issued: integer(), alreadyIssued: integer() });
export type IssueInvoicesAnswer = Infer<typeof IssueInvoicesAnswer>;

/** How an invoice's number is written: DR/2026/000042 (the year it was issued, the gapless number). */
export function invoiceNumberText(number: number, issuedAt: Date): string {
  return `DR/${issuedAt.getUTCFullYear()}/${String(number).padStart(6, '0')}`;
}
