import type { PriceQuoteInput, PricedCartItem } from '../types';

let nextItemNumber = 1;

/** A cart item for one patient, priced £10, with no flags set, unless told otherwise. */
export function createPricedItem(overrides: Partial<PricedCartItem> = {}): PricedCartItem {
  const number = nextItemNumber++;
  return { id: `item-${number}`, name: `Test ${number}`, price: 1000, patients: ['p1'], ...overrides };
}

/** `count` own-package items for the given patients, each at `price`. */
export function createOwnPackageItems(count: number, patients: string[] = ['p1'], price = 1000): PricedCartItem[] {
  return Array.from({ length: count }, () => createPricedItem({ price, patients, for_own_package: true }));
}

/** An empty cart at a collection point: nursing £15, mobile nursing £40, no discounts. */
export function createQuoteInput(overrides: Partial<PriceQuoteInput> = {}): PriceQuoteInput {
  return {
    items: [],
    visitServices: [],
    locationKind: 'collection-point',
    nursingServices: {
      nursing_service: { price: 1500 },
      mobile_nursing_service: { price: 4000 },
      covid_nursing_service: { price: 2000 },
    },
    customerServices: [],
    discountCodeMinor: 0,
    doctorDiscountPercent: 0,
    ...overrides,
  };
}
