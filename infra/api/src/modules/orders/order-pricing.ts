import {
  quoteCart,
  RESULTS_ANALYSIS_CODE,
  type NursingPrices,
  type PriceQuote,
  type PriceQuoteInput,
  type PricedCustomerService,
} from '@labshop/shared-contracts/core';
import { TEST_NOT_AVAILABLE_AT_CHECKOUT } from '@labshop/shared-contracts/core/api/orders';
import { ValidationError, type FieldErrors } from '../../platform/errors';
import { DiscountCodeError } from '../discount-codes/discount-code-error';
import { evaluateDiscountCode, type DiscountCodeRecord } from '../discount-codes/discount-rules';
import type { PricingLocation } from '../locations/chosen-location';
import { NO_ORDER_REFERRALS, type OrderReferrals } from '../referrals/order-referral-terms';
import type { CatalogueService, ShopItem } from '../catalogue/service';
import type { VisitServicesService } from '../visit-services/service';
import type { PlaceOrderInput } from './place-order-request';

export const ORDER_PRICING_MESSAGES = {
  visitServiceUnknown: 'This visit service is not offered.',
  customerServiceUnavailable: 'This service is not offered at the selected location.',
} as const;

/** What the shop charges where it would need a price: every one of them read from its own tables. */
export interface ShopPrices {
  nursing: NursingPrices;
  /** The customer services offered at the location, at its prices. */
  customerServices: readonly PricedCustomerService[];
}

/** Where an order's items and visit services take their prices: the catalogue and visit services, which own them. */
export interface OrderPriceSources {
  shopItems: CatalogueService['shopItems'];
  visitServices: VisitServicesService['list'];
}

export interface PricedOrder {
  quote: PriceQuote;
  items: ReadonlyMap<string, ShopItem>;
  discountCode: DiscountCodeRecord | null;
}

/**
 * An order's price: the same quoteCart the cart shows, fed only with the shop's own prices for the location
 * (the browser's prices never reach it). Refuses, as 422s, what the location does not offer and a code that
 * does not apply.
 */
export async function priceOrder(
  sources: OrderPriceSources,
  input: PlaceOrderInput,
  location: PricingLocation,
  now: Date,
  prices: ShopPrices,
  discountCodeNamed: (typed: string) => Promise<DiscountCodeRecord | null>,
  referrals: OrderReferrals = NO_ORDER_REFERRALS,
): Promise<PricedOrder> {
  const items = await sources.shopItems(
    input.items.map((item) => item.id),
    { location, now },
  );
  refuseUnavailable(input, items);
  const visitServices = await priceVisitServices(sources.visitServices, input.visitServices);
  const customerServices = chosenCustomerServices(input.customerServices, prices.customerServices);

  const quoteInput: PriceQuoteInput = {
    items: input.items.map((entry) => {
      const item = items.get(entry.id);
      if (!item) throw new Error(`Item ${entry.id} was checked as available but has no price`);
      return {
        id: item.id,
        name: item.name,
        price: item.priceMinor,
        available: true,
        patients: entry.patients,
        for_own_package: entry.forOwnPackage,
        added_by_doctor: entry.referralId !== null,
        // The same facts the cart was sent with the item, so both price it alike (a package is never part of an
        // own package; an item that needs a nurse brings the nursing fee unless another includes it).
        ...item.attributes,
      };
    }),
    visitServices,
    locationKind: location.kind,
    nursingServices: prices.nursing,
    customerServices,
    discountCodeMinor: 0,
    // Doctor-added items come with a checked referral; a checkout alone never earns the doctor discount.
    doctorDiscountPercent: referrals.doctorDiscountPercent,
    ...(input.resultsAnalysisFor === null ? {} : { analysisOfEarlierResults: true }),
  };
  if (input.discountCode === null) return { quote: quoteCart(quoteInput), items, discountCode: null };

  const withoutCode = quoteCart(quoteInput);
  const nursingFeeMinor = withoutCode.lines
    .filter((line) => line.kind === 'nursing-fee' || line.kind === 'mobile-nursing-fee')
    .reduce((sum, line) => sum + line.amountMinor, 0);
  const itemCharges = withoutCode.lines.flatMap((line) =>
    line.kind === 'item' && line.itemId !== undefined ? [{ testId: line.itemId, amountMinor: line.amountMinor }] : [],
  );
  const code = await discountCodeNamed(input.discountCode);
  const outcome = evaluateDiscountCode(code, { itemCharges, nursingFeeMinor });
  if (!outcome.ok) throw new DiscountCodeError(outcome.reason);
  return {
    quote: quoteCart({ ...quoteInput, discountCodeMinor: outcome.discountMinor, discountCode: outcome.code.code }),
    items,
    discountCode: outcome.code,
  };
}

/** At checkout: items the location does not offer (or the shop no longer sells) are named in a 422. */
function refuseUnavailable(input: PlaceOrderInput, items: ReadonlyMap<string, ShopItem>): void {
  const errors: FieldErrors = {};
  const names: string[] = [];
  input.items.forEach((entry, index) => {
    const item = items.get(entry.id);
    if (item?.available) return;
    errors[`items.${index}`] = [TEST_NOT_AVAILABLE_AT_CHECKOUT];
    if (item) names.push(item.name);
  });
  if (Object.keys(errors).length === 0) return;
  errors.items = [TEST_NOT_AVAILABLE_AT_CHECKOUT, ...names];
  throw new ValidationError(errors, TEST_NOT_AVAILABLE_AT_CHECKOUT);
}

async function priceVisitServices(
  visitServices: OrderPriceSources['visitServices'],
  requested: PlaceOrderInput['visitServices'],
): Promise<PriceQuoteInput['visitServices']> {
  if (requested.length === 0) return [];
  // The same list, at the same prices, that the cart reads its visit services from.
  const offered = await visitServices();
  const errors: FieldErrors = {};
  const priced = requested.flatMap((service, index) => {
    const offer = offered.find((candidate) => candidate.id === service.id);
    if (!offer) {
      errors[`visitServices.${index}.id`] = [ORDER_PRICING_MESSAGES.visitServiceUnknown];
      return [];
    }
    return [{ id: offer.id, name: offer.name, price: offer.price, patients: service.patients }];
  });
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return priced;
}

/**
 * The customer services the buyer chose, at the location's prices. Only the results analysis is priced by the
 * rules, so it is the only one an order can carry.
 */
function chosenCustomerServices(
  codes: readonly string[],
  offered: readonly PricedCustomerService[],
): PricedCustomerService[] {
  const chosen = codes.map((code) =>
    code === RESULTS_ANALYSIS_CODE ? offered.find((service) => service.code === code) : undefined,
  );
  if (chosen.some((service) => service === undefined)) {
    throw new ValidationError({ customerServices: [ORDER_PRICING_MESSAGES.customerServiceUnavailable] });
  }
  return chosen.filter((service): service is PricedCustomerService => service !== undefined);
}
