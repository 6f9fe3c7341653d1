import fc from 'fast-check';
import {
  nextOwnPackageCartHint,
  nextOwnPackageHint,
  ownPackageDiscountForCart,
  ownPackageDiscountForPatient,
  ownPackageDiscountOnPrices,
  ownPackagePercent,
} from './own-package-discount';
import { itemArbitrary, PATIENT_IDS, priceArbitrary } from './testing/arbitraries';
import { createOwnPackageItems, createPricedItem } from './testing/factories';

describe('ownPackagePercent', () => {
  it.each([
    [0, 0],
    [1, 0],
    [4, 0],
    [5, 5],
    [6, 7],
    [7, 9],
    [10, 15],
    [14, 23],
    [15, 25],
    [16, 25],
    [40, 25],
  ])('gives %i own-package items %i%%', (itemCount, percent) => {
    expect(ownPackagePercent(itemCount)).toBe(percent);
  });

  it.each([-1, 2.5, Number.NaN])('refuses the item count %p', (itemCount) => {
    expect(() => ownPackagePercent(itemCount)).toThrow(RangeError);
  });

  it('never lowers the percent when an item is added, and never passes 25%', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1000 }), (itemCount) => {
        expect(ownPackagePercent(itemCount + 1)).toBeGreaterThanOrEqual(ownPackagePercent(itemCount));
        expect(ownPackagePercent(itemCount)).toBeLessThanOrEqual(25);
      }),
    );
  });
});

describe('nextOwnPackageHint', () => {
  it.each([
    [0, { itemsToAdd: 5, nextPercent: 5 }],
    [3, { itemsToAdd: 2, nextPercent: 5 }],
    [4, { itemsToAdd: 1, nextPercent: 5 }],
    [5, { itemsToAdd: 1, nextPercent: 7 }],
    [6, { itemsToAdd: 1, nextPercent: 9 }],
    [14, { itemsToAdd: 1, nextPercent: 25 }],
    [15, null],
    [16, null],
  ])('after %i items hints %p', (itemCount, hint) => {
    expect(nextOwnPackageHint(itemCount)).toEqual(hint);
  });

  it('always promises more than the current percent', () => {
    fc.assert(
      fc.property(fc.nat({ max: 100 }), (itemCount) => {
        const hint = nextOwnPackageHint(itemCount);
        if (hint) expect(hint.nextPercent).toBeGreaterThan(ownPackagePercent(itemCount));
        else expect(ownPackagePercent(itemCount)).toBe(25);
      }),
    );
  });
});

describe('ownPackageDiscountOnPrices', () => {
  it('takes nothing off four items', () => {
    expect(ownPackageDiscountOnPrices([1000, 1000, 1000, 1000])).toMatchObject({
      itemCount: 4,
      baseMinor: 4000,
      percent: 0,
      discountMinor: 0,
    });
  });

  it('rounds the discount to the nearest minor unit, half up', () => {
    // 5% of 10.10 is 0.505.
    expect(ownPackageDiscountOnPrices([202, 202, 202, 202, 202]).discountMinor).toBe(51);
    // 7% of 6 × 1.01 = 0.4242.
    expect(ownPackageDiscountOnPrices([101, 101, 101, 101, 101, 101]).discountMinor).toBe(42);
  });

  it('takes 25% of fifteen items', () => {
    expect(ownPackageDiscountOnPrices(Array.from({ length: 15 }, () => 1999))).toMatchObject({
      baseMinor: 29985,
      percent: 25,
      discountMinor: 7496,
      nextHint: null,
    });
  });

  it('refuses a price that is not whole minor units', () => {
    expect(() => ownPackageDiscountOnPrices([10.5, 1, 1, 1, 1])).toThrow(RangeError);
  });

  it('never takes more than 25% of the base, rounded to the nearest minor unit', () => {
    fc.assert(
      fc.property(fc.array(priceArbitrary, { maxLength: 30 }), (prices) => {
        const { baseMinor, discountMinor, percent } = ownPackageDiscountOnPrices(prices);
        expect(Number.isInteger(discountMinor)).toBe(true);
        expect(percent).toBeLessThanOrEqual(25);
        expect(discountMinor * 100).toBeLessThanOrEqual(baseMinor * 25 + 50);
        expect(discountMinor).toBeLessThanOrEqual(baseMinor);
      }),
    );
  });
});

describe('ownPackageDiscountForPatient', () => {
  it('counts only available own-package items that no doctor added', () => {
    const items = [
      ...createOwnPackageItems(5),
      createPricedItem({ price: 5000 }),
      createPricedItem({ for_own_package: true, added_by_doctor: true }),
      createPricedItem({ for_own_package: true, available: false }),
    ];
    expect(ownPackageDiscountForPatient(items, 'p1')).toMatchObject({
      patientId: 'p1',
      itemCount: 5,
      baseMinor: 5000,
      percent: 5,
      discountMinor: 250,
      nextHint: { itemsToAdd: 1, nextPercent: 7 },
    });
  });
});

describe('ownPackageDiscountForCart', () => {
  it('computes the discount for each patient and sums it', () => {
    const items = [...createOwnPackageItems(6, ['p1']), ...createOwnPackageItems(4, ['p2'])];
    const discount = ownPackageDiscountForCart(items);
    expect(discount.perPatient).toEqual([
      expect.objectContaining({ patientId: 'p1', itemCount: 6, percent: 7, discountMinor: 420 }),
      expect.objectContaining({ patientId: 'p2', itemCount: 4, percent: 0, discountMinor: 0 }),
    ]);
    expect(discount).toMatchObject({ baseMinor: 10000, discountMinor: 420 });
  });

  it('counts an item shared by two patients for each of them', () => {
    const discount = ownPackageDiscountForCart(createOwnPackageItems(5, ['p1', 'p2']));
    expect(discount.perPatient.map(({ patientId, percent }) => [patientId, percent])).toEqual([
      ['p1', 5],
      ['p2', 5],
    ]);
    expect(discount.discountMinor).toBe(500);
  });

  it('gives the items of a cart without patients yet to the buyer', () => {
    const discount = ownPackageDiscountForCart(createOwnPackageItems(16, []));
    expect(discount.perPatient).toEqual([expect.objectContaining({ patientId: null, itemCount: 16, percent: 25 })]);
    expect(discount.discountMinor).toBe(4000);
  });

  it('has no entries for a cart without own-package items', () => {
    expect(ownPackageDiscountForCart([createPricedItem()])).toEqual({ perPatient: [], baseMinor: 0, discountMinor: 0 });
  });

  it("never lowers a patient's percent when an own-package item is added", () => {
    fc.assert(
      fc.property(
        fc.array(itemArbitrary, { maxLength: 20 }),
        fc.subarray([...PATIENT_IDS], { minLength: 1 }),
        (items, patients) => {
          const before = ownPackageDiscountForCart(items);
          const after = ownPackageDiscountForCart([...items, ...createOwnPackageItems(1, patients)]);
          for (const patient of before.perPatient) {
            const later = after.perPatient.find(({ patientId }) => patientId === patient.patientId);
            expect(later?.percent ?? 0).toBeGreaterThanOrEqual(patient.percent);
          }
        },
      ),
    );
  });
});

describe('nextOwnPackageCartHint', () => {
  it('names the patient closest to their next discount', () => {
    const items = [...createOwnPackageItems(3, ['p1']), ...createOwnPackageItems(7, ['p2'])];
    expect(nextOwnPackageCartHint(ownPackageDiscountForCart(items))).toEqual({
      patientId: 'p2',
      itemsToAdd: 1,
      nextPercent: 11,
    });
  });

  it('hints the 5 items to a patient with one own-package item', () => {
    expect(nextOwnPackageCartHint(ownPackageDiscountForCart(createOwnPackageItems(1)))).toEqual({
      patientId: 'p1',
      itemsToAdd: 4,
      nextPercent: 5,
    });
  });

  it('hints nothing once every patient is at 25%, or without own-package items', () => {
    expect(nextOwnPackageCartHint(ownPackageDiscountForCart(createOwnPackageItems(15, ['p1', 'p2'])))).toBeNull();
    expect(nextOwnPackageCartHint(ownPackageDiscountForCart([createPricedItem()]))).toBeNull();
  });
});
