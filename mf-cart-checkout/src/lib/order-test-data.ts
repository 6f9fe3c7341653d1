import type { OrderDetails } from '@labshop/shared-contracts/core';

/** An order as GET /api/orders/{id} answers it, for the tests of the pages that show one. */
export function createOrderDetails(overrides: Partial<OrderDetails> = {}): OrderDetails {
  return {
    id: 'order-1',
    number: 'LS-000042',
    status: 'pending_payment',
    paymentMethod: 'online',
    totalMinor: 6250,
    currency: 'GBP',
    createdAt: '2026-11-21T10:00:00.000Z',
    email: 'anna@example.com',
    location: { kind: 'collection-point', facilityId: 'fac-1', facilityName: 'Camden', closed: false },
    address: null,
    homeVisit: null,
    patients: [{ id: 'patient-a', firstName: 'Anna', lastName: 'Nowak' }],
    lines: [
      {
        kind: 'item',
        label: 'Vitamin D',
        amountMinor: 5000,
        patientId: 'patient-a',
        itemId: 'vit-d',
        quantity: null,
        unitPriceMinor: null,
      },
      {
        kind: 'nursing-fee',
        label: 'Nursing service',
        amountMinor: 1250,
        patientId: null,
        itemId: null,
        quantity: 1,
        unitPriceMinor: 1250,
      },
    ],
    subtotalMinor: 6250,
    savingsMinor: 0,
    discountCode: null,
    canPay: true,
    canCancel: true,
    ...overrides,
  };
}
