import { array, is, nullable, object, optional, string, type Infer } from 'superstruct';
import { pageStorage, type EventPayload } from '@labshop/shared-contracts/web';
import { PricedCustomerService, QuizRecommended } from '@labshop/shared-contracts/core';
import { CartItem, CartPatient, VisitService } from './cart-item';
import { CartLocation } from './cart-location';
import { AppliedDiscountCode } from './discount-code';

/** The earlier order whose results the cart buys the results analysis for (asked for from a result's page). */
export const AnalysisForOrder = object({ orderId: string(), orderNumber: string() });
export type AnalysisForOrder = Infer<typeof AnalysisForOrder>;

/** What a guest's browser keeps of the cart between visits. */
export const SavedCart = object({
  items: array(CartItem),
  /** Items asked for before a city or collection point is chosen. */
  temporaryItems: array(CartItem),
  patients: array(CartPatient),
  visitServices: array(VisitService),
  customerServices: array(PricedCustomerService),
  location: nullable(CartLocation),
  /** Absent in carts saved before discount codes existed. */
  discountCode: optional(nullable(AppliedDiscountCode)),
  /** Absent in carts saved before the analysis could be bought for earlier results. */
  analysisFor: optional(nullable(AnalysisForOrder)),
});
export type SavedCart = Infer<typeof SavedCart>;

export const EMPTY_CART: SavedCart = {
  items: [],
  temporaryItems: [],
  patients: [],
  visitServices: [],
  customerServices: [],
  location: null,
};

export interface CartStorage {
  load(): SavedCart;
  save(cart: SavedCart): void;
}

export const CART_KEY = 'labshop.cart';

/** The guest's cart in this browser. What cannot be read (another version, a hand edit) counts as empty. */
export function createLocalCartStorage(storage: Storage = pageStorage('localStorage')): CartStorage {
  return {
    load() {
      try {
        const stored: unknown = JSON.parse(storage.getItem(CART_KEY) ?? 'null');
        return is(stored, SavedCart) ? stored : EMPTY_CART;
      } catch {
        return EMPTY_CART;
      }
    },
    save(cart) {
      storage.setItem(CART_KEY, JSON.stringify(cart));
    },
  };
}

const CLOSED_QUIZ_ALERTS_KEY = 'labshop.cart.closed-quiz-alerts';

/** Closed quiz alerts are remembered for the session, so they stay closed on every page. */
export function loadClosedQuizAlerts(storage: Storage = pageStorage('sessionStorage')): string[] {
  try {
    const stored: unknown = JSON.parse(storage.getItem(CLOSED_QUIZ_ALERTS_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function saveClosedQuizAlerts(ids: readonly string[], storage: Storage = pageStorage('sessionStorage')): void {
  storage.setItem(CLOSED_QUIZ_ALERTS_KEY, JSON.stringify(ids));
}

const QUIZ_RECOMMENDED_KEY = 'labshop.cart.quiz-recommended';

/** The health quiz's latest suggestions as the cart last heard them, so its alerts outlive a reload. */
export function loadQuizRecommended(
  storage: Storage = pageStorage('sessionStorage'),
): EventPayload<'quiz:recommended'> | null {
  try {
    const stored: unknown = JSON.parse(storage.getItem(QUIZ_RECOMMENDED_KEY) ?? 'null');
    return is(stored, QuizRecommended) ? stored : null;
  } catch {
    return null;
  }
}

export function saveQuizRecommended(
  recommended: EventPayload<'quiz:recommended'>,
  storage: Storage = pageStorage('sessionStorage'),
): void {
  storage.setItem(QUIZ_RECOMMENDED_KEY, JSON.stringify(recommended));
}
