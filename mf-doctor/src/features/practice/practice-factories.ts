import type { ReferralTableRow } from '@labshop/shared-contracts/core';

/** A row of the referral table as the API answers it, awaiting payment unless told otherwise. */
export function createRow(overrides: Partial<ReferralTableRow> = {}): ReferralTableRow {
  return {
    id: 'a1b2c3d4-0000-4000-8000-000000000001',
    issuedAt: '2026-11-10T09:00:00.000Z',
    testDate: null,
    patient: { id: 'patient-1', name: 'Ewa Lis' },
    phone: '600100200',
    status: 'awaiting_payment',
    statusWords: 'Awaiting payment',
    testsCount: 2,
    costMinor: 12000,
    discountMinor: 600,
    discountPercent: 5,
    commissionMinor: 1140,
    commissionPercent: 10,
    commissionOption: '10/5',
    postCode: '31-147',
    city: 'Kraków',
    street: 'Długa 5/2',
    editable: true,
    ...overrides,
  };
}
