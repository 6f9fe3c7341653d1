import fc from 'fast-check';
import { is } from 'superstruct';
import { quoteCart } from './quote';
import { quoteInputArbitrary, PATIENT_IDS } from './testing/arbitraries';
import { createOwnPackageItems, createPricedItem, createQuoteInput } from './testing/factories';
import { PriceQuoteInput, type QuoteLine } from './types';

const sumOf = (lines: readonly QuoteLine[]) => lines.reduce((sum, line) => sum + line.amountMinor, 0);

describe('quoteCart', () => {
  it('prices two tests for two patients at a collection point with the nursing fee per patient', () => {
    const quote = quoteCart(
      createQuoteInput({
        items: [
          createPricedItem({
            id: 'blood',
            name: 'Blood count',
            price: 4500,
            patients: ['p1', 'p2'],
            require_nursing_services: true,
          }),
          createPricedItem({ id: 'tsh', name: 'TSH', price: 3000, patients: ['p1'] }),
        ],
      }),
    );
    expect(quote.lines).toEqual([
      { kind: 'item', label: 'Blood count', amountMinor: 4500, itemId: 'blood', patientId: 'p1' },
      { kind: 'item', label: 'Blood count', amountMinor: 4500, itemId: 'blood', patientId: 'p2' },
      { kind: 'item', label: 'TSH', amountMinor: 3000, itemId: 'tsh', patientId: 'p1' },
      { kind: 'nursing-fee', label: 'Nursing service', amountMinor: 3000, quantity: 2, unitPriceMinor: 1500 },
    ]);
    expect(quote).toMatchObject({ subtotalMinor: 15000, savingsMinor: 0, totalMinor: 15000 });
  });

  it('charges the mobile nursing fee once and the results analysis for home service', () => {
    const quote = quoteCart(
      createQuoteInput({
        locationKind: 'home-service',
        items: [createPricedItem({ id: 'pkg', name: 'Women health package', price: 19900, patients: ['p1', 'p2'] })],
        customerServices: [{ code: 'RESULTS_ANALYZE', price: 4900 }],
      }),
    );
    expect(quote.lines.slice(2)).toEqual([
      {
        kind: 'mobile-nursing-fee',
        label: 'Mobile nursing service',
        amountMinor: 4000,
        quantity: 1,
        unitPriceMinor: 4000,
      },
      { kind: 'results-analysis', label: 'Results analysis', amountMinor: 4900 },
    ]);
    expect(quote.totalMinor).toBe(19900 * 2 + 4000 + 4900);
  });

  it('charges an item once per patient when the cart names a patient twice', () => {
    const quote = quoteCart(
      createQuoteInput({
        items: [createPricedItem({ id: 'tsh', name: 'TSH', price: 3000, patients: ['p1', 'p2', 'p1'] })],
      }),
    );
    expect(quote.lines).toEqual([
      { kind: 'item', label: 'TSH', amountMinor: 3000, itemId: 'tsh', patientId: 'p1' },
      { kind: 'item', label: 'TSH', amountMinor: 3000, itemId: 'tsh', patientId: 'p2' },
    ]);
    expect(quote.totalMinor).toBe(6000);
  });

  it('names the item whose price is not whole minor units', () => {
    const input = createQuoteInput({ items: [createPricedItem({ name: 'Ferritin', price: 12.5 })] });
    expect(() => quoteCart(input)).toThrow('The price of Ferritin must be whole, non-negative minor units, got 12.5');
  });

  it('multiplies a visit service by its patients', () => {
    const quote = quoteCart(
      createQuoteInput({ visitServices: [{ id: 'visit', name: 'Video visit', price: 6000, patients: ['p1', 'p2'] }] }),
    );
    expect(quote.lines).toEqual([
      {
        kind: 'visit-service',
        label: 'Video visit',
        amountMinor: 12000,
        itemId: 'visit',
        quantity: 2,
        unitPriceMinor: 6000,
      },
    ]);
    expect(quote.totalMinor).toBe(12000);
  });

  it('subtracts the own-package discount per patient, the doctor savings and the discount code', () => {
    const quote = quoteCart(
      createQuoteInput({
        items: [
          ...createOwnPackageItems(5, ['p1'], 1000),
          createPricedItem({ price: 999, patients: ['p1'], added_by_doctor: true }),
        ],
        doctorDiscountPercent: 10,
        discountCodeMinor: 2000,
      }),
    );
    expect(quote.lines.filter((line) => line.amountMinor < 0)).toEqual([
      { kind: 'own-package-discount', label: 'Own package discount (5%)', amountMinor: -250, patientId: 'p1' },
      { kind: 'doctor-discount', label: 'Doctor discount (10%)', amountMinor: -100 },
      { kind: 'discount-code', label: 'Discount code', amountMinor: -2000 },
    ]);
    expect(quote).toMatchObject({ subtotalMinor: 5999, savingsMinor: 2350, totalMinor: 3649 });
    expect(quote.ownPackageDiscount.perPatient[0]).toMatchObject({ patientId: 'p1', percent: 5 });
    expect(quote.doctorDiscount).toMatchObject({ percent: 10, savingsMinor: 100 });
    expect(quote.nextDiscountHint).toEqual({ patientId: 'p1', itemsToAdd: 1, nextPercent: 7 });
  });

  it('lets a discount code bring the total to zero and no lower', () => {
    const quote = quoteCart(createQuoteInput({ items: [createPricedItem({ price: 1500 })], discountCodeMinor: 5000 }));
    expect(quote.lines.at(-1)).toEqual({ kind: 'discount-code', label: 'Discount code', amountMinor: -1500 });
    expect(quote.totalMinor).toBe(0);
  });

  it('leaves out items the location does not offer', () => {
    const quote = quoteCart(
      createQuoteInput({
        items: [
          createPricedItem({ id: 'offered', price: 1000 }),
          createPricedItem({ id: 'not-offered', price: 9000, available: false, require_nursing_services: true }),
        ],
      }),
    );
    expect(quote.lines.map((line) => line.itemId)).toEqual(['offered']);
    expect(quote.totalMinor).toBe(1000);
  });

  it('charges no fees for an empty cart', () => {
    const quote = quoteCart(
      createQuoteInput({
        locationKind: 'home-service',
        customerServices: [{ code: 'RESULTS_ANALYZE', price: 4900 }],
        discountCodeMinor: 1000,
      }),
    );
    expect(quote).toMatchObject({
      lines: [],
      subtotalMinor: 0,
      savingsMinor: 0,
      totalMinor: 0,
      nextDiscountHint: null,
    });
  });

  it('charges only the results analysis, without fees, when it is bought for earlier results', () => {
    const quote = quoteCart(
      createQuoteInput({
        locationKind: 'home-service',
        customerServices: [{ code: 'RESULTS_ANALYZE', price: 4900 }],
        analysisOfEarlierResults: true,
      }),
    );
    expect(quote.lines).toEqual([{ kind: 'results-analysis', label: 'Results analysis', amountMinor: 4900 }]);
    expect(quote.totalMinor).toBe(4900);
  });

  it('refuses a price that is not whole minor units', () => {
    expect(() => quoteCart(createQuoteInput({ items: [createPricedItem({ price: 12.5 })] }))).toThrow(RangeError);
  });
});

describe('quoteCart properties', () => {
  it('never gives a negative total, and the total is the sum of its lines in whole minor units', () => {
    fc.assert(
      fc.property(quoteInputArbitrary, (input) => {
        const quote = quoteCart(input);
        expect(quote.totalMinor).toBeGreaterThanOrEqual(0);
        expect(quote.totalMinor).toBe(sumOf(quote.lines));
        expect(quote.subtotalMinor).toBe(sumOf(quote.lines.filter((line) => line.amountMinor > 0)));
        expect(quote.savingsMinor).toBe(
          quote.lines.filter((line) => line.amountMinor < 0).reduce((sum, line) => sum - line.amountMinor, 0),
        );
        expect(quote.totalMinor).toBe(quote.subtotalMinor - quote.savingsMinor);
        const amounts = [
          quote.subtotalMinor,
          quote.savingsMinor,
          quote.totalMinor,
          ...quote.lines.map((l) => l.amountMinor),
        ];
        for (const amount of amounts) {
          expect(Number.isSafeInteger(amount)).toBe(true);
          // -0 would show as "-£0".
          expect(Object.is(amount, -0)).toBe(false);
        }
      }),
    );
  });

  it('keeps every discount within its cap', () => {
    fc.assert(
      fc.property(quoteInputArbitrary, (input) => {
        const { ownPackageDiscount, doctorDiscount, lines } = quoteCart(input);
        for (const patient of ownPackageDiscount.perPatient) {
          expect(patient.percent).toBeLessThanOrEqual(25);
          expect(patient.discountMinor * 100).toBeLessThanOrEqual(patient.baseMinor * 25 + 50);
        }
        expect(doctorDiscount.savingsMinor).toBeLessThanOrEqual(doctorDiscount.baseMinor);
        const doctorUnits = doctorDiscount.items.reduce((sum, item) => sum + item.quantity, 0);
        expect(doctorDiscount.savingsMinor * 100).toBeLessThan(
          doctorDiscount.baseMinor * input.doctorDiscountPercent + 100 * Math.max(1, doctorUnits),
        );
        const code = lines.find((line) => line.kind === 'discount-code');
        expect(-(code?.amountMinor ?? 0)).toBeLessThanOrEqual(input.discountCodeMinor);
      }),
    );
  });

  it('never lowers the own-package percent when an own-package item is added', () => {
    fc.assert(
      fc.property(quoteInputArbitrary, fc.subarray([...PATIENT_IDS]), (input, patients) => {
        const before = quoteCart(input).ownPackageDiscount.perPatient;
        const after = quoteCart({ ...input, items: [...input.items, ...createOwnPackageItems(1, patients)] })
          .ownPackageDiscount.perPatient;
        for (const patient of before) {
          const later = after.find(({ patientId }) => patientId === patient.patientId);
          expect(later?.percent ?? 0).toBeGreaterThanOrEqual(patient.percent);
        }
      }),
    );
  });

  it('quotes the same from its input sent as JSON, which the shared struct accepts', () => {
    fc.assert(
      fc.property(quoteInputArbitrary, (input) => {
        const received: unknown = JSON.parse(JSON.stringify(input));
        expect(is(received, PriceQuoteInput)).toBe(true);
        if (is(received, PriceQuoteInput)) expect(quoteCart(received)).toEqual(quoteCart(input));
      }),
    );
  });
});

describe('PriceQuoteInput', () => {
  it('accepts a cart item with the other fields of the cart', () => {
    const item = { ...createPricedItem(), service_id: 's-1', is_screening: false, screening_type: null };
    expect(is(createQuoteInput({ items: [item] }), PriceQuoteInput)).toBe(true);
  });

  it.each([
    ['a fraction of a minor unit', { items: [createPricedItem({ price: 10.5 })] }],
    ['a negative price', { items: [createPricedItem({ price: -100 })] }],
    ['a doctor discount above 100%', { doctorDiscountPercent: 120 }],
    ['an unknown location kind', { locationKind: 'moon' }],
  ])('refuses %s', (_case, overrides) => {
    expect(is({ ...createQuoteInput(), ...overrides }, PriceQuoteInput)).toBe(false);
  });
});
