import { nursingFee } from './nursing-fees';
import { createPricedItem, createQuoteInput } from './testing/factories';

const prices = createQuoteInput().nursingServices; // nursing 1500, mobile 4000

describe('nursingFee at a collection point', () => {
  it.each([
    [[], 1],
    [['p1'], 1],
    [['p1', 'p2', 'p3'], 3],
  ])('charges the nursing fee for each patient with items (%p → %i)', (patients, quantity) => {
    const items = [createPricedItem({ patients, require_nursing_services: true })];
    expect(nursingFee(items, 'collection-point', prices)).toEqual({
      kind: 'nursing-fee',
      unitPriceMinor: 1500,
      quantity,
      amountMinor: 1500 * quantity,
    });
  });

  it('counts the patients of every item, not only of the one that needs nursing', () => {
    const items = [
      createPricedItem({ patients: ['p1'], require_nursing_services: true }),
      createPricedItem({ patients: ['p2', 'p1'] }),
    ];
    expect(nursingFee(items, 'collection-point', prices)?.quantity).toBe(2);
  });

  it('charges nothing when an item already includes nursing', () => {
    const items = [
      createPricedItem({ require_nursing_services: true }),
      createPricedItem({ is_including_nursing: true }),
    ];
    expect(nursingFee(items, 'collection-point', prices)).toBeNull();
  });

  it('charges nothing when no item requires nursing', () => {
    expect(nursingFee([createPricedItem(), createPricedItem()], 'collection-point', prices)).toBeNull();
  });

  it('ignores an item the collection point does not offer', () => {
    const items = [createPricedItem({ require_nursing_services: true, available: false }), createPricedItem()];
    expect(nursingFee(items, 'collection-point', prices)).toBeNull();
  });
});

describe('nursingFee for home service', () => {
  it('charges the mobile nursing fee once, whatever the patients and flags', () => {
    const items = [
      createPricedItem({ patients: ['p1', 'p2', 'p3'], require_nursing_services: true }),
      createPricedItem({ patients: ['p4'], is_including_nursing: true }),
    ];
    expect(nursingFee(items, 'home-service', prices)).toEqual({
      kind: 'mobile-nursing-fee',
      unitPriceMinor: 4000,
      quantity: 1,
      amountMinor: 4000,
    });
  });
});

describe('nursingFee without a fee', () => {
  it('charges nothing before a location is chosen', () => {
    expect(nursingFee([createPricedItem({ require_nursing_services: true })], null, prices)).toBeNull();
  });

  it.each(['home-service', 'collection-point'] as const)('charges nothing for an empty cart (%s)', (kind) => {
    expect(nursingFee([], kind, prices)).toBeNull();
  });
});
