import type { OrderDetails, OrderList, OrderSummary, PaymentAttempt } from '@labshop/shared-contracts/core';

/** Test data of the orders pages, each overridable where a test cares. */
export const createOrderSummary = (overrides: Partial<OrderSummary> = {}): OrderSummary => ({
  id: '5b0f1c52-2c1e-4f57-9c8e-000000000001',
  number: 'LS-000042',
  status: 'paid',
  paymentMethod: 'online',
  totalMinor: 6250,
  currency: 'GBP',
  createdAt: '2026-03-03T10:00:00.000Z',
  patients: ['Anna Kowalska'],
  canPay: false,
  canCancel: false,
  ...overrides,
});

export const createOrderList = (orders: OrderSummary[], overrides: Partial<OrderList> = {}): OrderList => ({
  orders,
  page: 1,
  pageSize: 10,
  total: orders.length,
  patientNames: ['Anna Kowalska', 'Jan Kowalski'],
  ...overrides,
});

export const createOrderDetails = (overrides: Partial<OrderDetails> = {}): OrderDetails => ({
  id: '5b0f1c52-2c1e-4f57-9c8e-000000000001',
  number: 'LS-000042',
  status: 'paid',
  paymentMethod: 'online',
  totalMinor: 5890,
  currency: 'GBP',
  createdAt: '2026-03-03T10:00:00.000Z',
  email: 'anna@example.com',
  location: { kind: 'collection-point', facilityId: 'f-1', facilityName: 'Kraków, Karmelicka 10', closed: false },
  address: null,
  homeVisit: null,
  patients: [
    { id: 'p1', firstName: 'Anna', lastName: 'Kowalska' },
    { id: 'p2', firstName: 'Jan', lastName: 'Kowalski' },
  ],
  lines: [
    {
      kind: 'item',
      label: 'Vitamin D',
      amountMinor: 3000,
      patientId: 'p1',
      itemId: 't-1',
      quantity: 1,
      unitPriceMinor: 3000,
    },
    {
      kind: 'item',
      label: 'Ferritin',
      amountMinor: 2000,
      patientId: 'p2',
      itemId: 't-2',
      quantity: 1,
      unitPriceMinor: 2000,
    },
    {
      kind: 'nursing-fee',
      label: 'Nursing fee',
      amountMinor: 1500,
      patientId: null,
      itemId: null,
      quantity: 2,
      unitPriceMinor: 750,
    },
    {
      kind: 'discount-code',
      label: 'Discount code SPRING',
      amountMinor: -610,
      patientId: null,
      itemId: null,
      quantity: null,
      unitPriceMinor: null,
    },
  ],
  subtotalMinor: 6500,
  savingsMinor: 610,
  discountCode: 'SPRING',
  canPay: false,
  canCancel: false,
  ...overrides,
});

export const createPayment = (overrides: Partial<PaymentAttempt> = {}): PaymentAttempt => ({
  id: 'pay-1',
  status: 'paid',
  amountMinor: 5890,
  currency: 'GBP',
  startedAt: '2026-03-03T10:01:00.000Z',
  updatedAt: '2026-03-03T10:02:00.000Z',
  ...overrides,
});
