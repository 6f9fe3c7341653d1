import fc from 'fast-check';
import { doctorDiscountForCart, doctorDiscountPerUnit } from './doctor-discount';
import { chargedQuantity } from './patients';
import { itemArbitrary } from './testing/arbitraries';
import { createPricedItem } from './testing/factories';

describe('doctorDiscountPerUnit', () => {
  it.each([
    // price, percent, discount
    [1000, 10, 100],
    [999, 10, 100], // 99.9 rounds up
    [1234, 15, 186], // 185.1 rounds up
    [1, 5, 1], // 0.05 rounds up
    [100, 100, 100],
    [5000, 0, 0],
    [0, 15, 0],
  ])('takes off %i at %i%%: %i', (price, percent, discount) => {
    expect(doctorDiscountPerUnit(price, percent)).toBe(discount);
  });

  it.each([12.5, -1, 101])('refuses the percent %p', (percent) => {
    expect(() => doctorDiscountPerUnit(1000, percent)).toThrow(RangeError);
  });
});

describe('doctorDiscountForCart', () => {
  it('discounts only doctor-added items, per patient, and sums the savings', () => {
    const items = [
      createPricedItem({ id: 'a', price: 999, patients: ['p1', 'p2'], added_by_doctor: true }),
      createPricedItem({ id: 'b', price: 1234, patients: ['p1'], added_by_doctor: true }),
      createPricedItem({ id: 'c', price: 5000, patients: ['p1'] }),
      createPricedItem({ id: 'd', price: 5000, patients: ['p1'], added_by_doctor: true, available: false }),
    ];
    expect(doctorDiscountForCart(items, 10)).toEqual({
      percent: 10,
      items: [
        { itemId: 'a', unitPriceMinor: 999, unitDiscountMinor: 100, quantity: 2, savingsMinor: 200 },
        { itemId: 'b', unitPriceMinor: 1234, unitDiscountMinor: 124, quantity: 1, savingsMinor: 124 },
      ],
      baseMinor: 3232,
      savingsMinor: 324,
    });
  });

  it('saves nothing without a doctor discount', () => {
    const items = [createPricedItem({ added_by_doctor: true })];
    expect(doctorDiscountForCart(items, 0).savingsMinor).toBe(0);
  });

  it('never saves less than the percent, nor a whole minor unit per patient more, nor more than the items cost', () => {
    fc.assert(
      fc.property(fc.array(itemArbitrary, { maxLength: 20 }), fc.integer({ min: 0, max: 100 }), (items, percent) => {
        const { baseMinor, savingsMinor } = doctorDiscountForCart(items, percent);
        const roundedUnits = items
          .filter((item) => item.added_by_doctor === true && item.available !== false)
          .reduce((sum, item) => sum + chargedQuantity(item), 0);
        expect(Number.isInteger(savingsMinor)).toBe(true);
        expect(savingsMinor * 100).toBeGreaterThanOrEqual(baseMinor * percent);
        expect(savingsMinor * 100).toBeLessThan(baseMinor * percent + 100 * Math.max(1, roundedUnits));
        expect(savingsMinor).toBeLessThanOrEqual(baseMinor);
      }),
    );
  });
});
