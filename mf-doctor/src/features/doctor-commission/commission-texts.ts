import { DOCTOR_COMMISSION_TEXTS } from '@labshop/shared-contracts/core';

export const COMMISSION_TEXTS = {
  heading: 'Commission',
  intro:
    'Your commission on each referral a patient has paid for, worked out from what they paid. ' +
    'Each month’s lines are settled on the invoice issued on the 1st of the month after.',
  loading: 'Loading your commission',
  loadFailed: 'Your commission could not be loaded.',
  empty: DOCTOR_COMMISSION_TEXTS.noCommission,
  totals: 'Commission totals',
  earned: 'Earned',
  reversed: 'Reversed',
  net: 'Net commission',
  settled: 'Settled',
  awaiting: 'Awaiting salary calculation',
  table: 'Commission ledger',
  columnDate: 'Date',
  columnPatient: 'Patient',
  columnKind: 'Line',
  columnTests: 'Tests',
  columnOption: 'Option',
  columnPaid: 'Patient paid',
  columnAmount: 'Commission',
  columnStatus: 'Status',
  onInvoice: (number: string) => `on invoice ${number}`,
} as const;
