import type { CheckCodeRequest } from '../../api/check-code';
import type { ExaminationsDataAnswer, LocationQuery, VisitServicesAnswer } from '../../api/location-prices';
import type { PriceQuote } from './quote';
import type { PricedCartItem, PricedVisitService } from './types';

/**
 * How a cart takes the shop's answers into what it prices: the steps the cart runs on every refresh, written once so
 * that whoever else asks "what will this cart cost?" (checkout's confirmation, the API's tests of shown = charged)
 * takes exactly the same steps with the same answers.
 */

export interface RepricedItems<T> {
  kept: T[];
  dropped: T[];
}

/**
 * Each item at the location's price, under the catalogue's name, with the pricing attributes the answer brings; an
 * item the location does not sell, or offers as unavailable, is dropped.
 */
export function repriceItems<T extends PricedCartItem>(
  items: readonly T[],
  answer: ExaminationsDataAnswer,
): RepricedItems<T> {
  const kept: T[] = [];
  const dropped: T[] = [];
  for (const item of items) {
    const data = answer[item.id];
    if (!data?.isAvailable) {
      dropped.push(item);
      continue;
    }
    kept.push({ ...item, ...data.attributes, name: data.name, price: Math.max(0, data.price), available: true });
  }
  return { kept, dropped };
}

/** Visit services at the shop's prices and names; one the shop no longer offers leaves the cart. */
export function repriceVisitServices<T extends PricedVisitService>(
  services: readonly T[],
  offers: VisitServicesAnswer,
): T[] {
  return services.flatMap((service) => {
    const offer = offers.find((candidate) => candidate.id === service.id);
    return offer ? [{ ...service, name: offer.name, price: offer.price }] : [];
  });
}

/** The doctor discount a cart's doctor-added items take: the referral's percent (one order takes one). */
export function doctorDiscountPercentOf(items: readonly { doctor_discount_percent?: number }[]): number {
  return Math.max(0, ...items.map((item) => item.doctor_discount_percent ?? 0));
}

/**
 * The check-code payload for a cart: every item id once per patient it is for (so the amount matches what the order
 * will charge), the nursing fee the quote charges, and the location.
 */
export function checkCodeRequestFor(
  code: string,
  items: readonly { id: string; patients: readonly string[] }[],
  quote: PriceQuote,
  location: LocationQuery | null,
): CheckCodeRequest {
  const examinations = items.flatMap((item) =>
    Array.from({ length: Math.max(1, item.patients.length) }, () => item.id),
  );
  const fee = quote.lines.find((line) => line.kind === 'nursing-fee' || line.kind === 'mobile-nursing-fee');
  return {
    discount_code: code,
    examinations,
    nursingService: fee ? { price: fee.unitPriceMinor ?? fee.amountMinor, quantity: fee.quantity ?? 1 } : null,
    ...(location ?? {}),
  };
}
