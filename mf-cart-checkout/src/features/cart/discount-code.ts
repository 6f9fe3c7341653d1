import { integer, min, object, string, type Infer } from 'superstruct';
import {
  ApiError,
  checkCodeRequestFor,
  discountCodeFailureOf,
  DISCOUNT_CODE_FAILURES,
  type CheckCodeRequest,
  type PriceQuote,
} from '@labshop/shared-contracts/core';
import type { CartItem } from './cart-item';
import { locationQuery, type CartLocation } from './cart-location';

/** A code the server accepted for this cart, and the amount (minor units) it takes off. */
export const AppliedDiscountCode = object({ code: string(), discountMinor: min(integer(), 0) });
export type AppliedDiscountCode = Infer<typeof AppliedDiscountCode>;

export const DISCOUNT_CODE_REQUIRED_MESSAGE = 'Enter a discount code.';
export const DISCOUNT_CODE_NOT_CHECKED_MESSAGE = 'The discount code could not be checked. Please try again.';

/** Said when a change to the cart makes an applied code stop applying; the reason follows. */
export function discountCodeRemovedMessage(code: string, reason: string): string {
  return `The discount code ${code} was removed. ${reason}`;
}

/** What a code is checked against: the cart's items (those waiting for a location too), location and quote. */
export interface DiscountCodeCart {
  readonly allItems: readonly CartItem[];
  readonly location: CartLocation | null;
  readonly quote: PriceQuote;
}

/** The check-code payload for the cart as it stands, built as everyone who checks a code for a cart builds it. */
export function checkCodeRequest(code: string, cart: DiscountCodeCart): CheckCodeRequest {
  return checkCodeRequestFor(code, cart.allItems, cart.quote, cart.location ? locationQuery(cart.location) : null);
}

/**
 * The message to show for a failed check: the server's own text for each reason (nonexistent,
 * inactive, already used, minimum order, not applicable), a plain retry message for anything else.
 * `isRefusal` tells a refused code (it must go) from a check that did not happen (the code may stay).
 */
export function checkFailure(error: unknown): { message: string; isRefusal: boolean } {
  if (error instanceof ApiError && error.code === 422) {
    const reason = discountCodeFailureOf(error.message);
    if (reason) return { message: DISCOUNT_CODE_FAILURES[reason], isRefusal: true };
    const fieldMessage = readFieldMessage(error.data);
    if (fieldMessage) return { message: fieldMessage, isRefusal: true };
  }
  return { message: DISCOUNT_CODE_NOT_CHECKED_MESSAGE, isRefusal: false };
}

function readFieldMessage(data: unknown): string | undefined {
  if (!data || typeof data !== 'object' || !('errors' in data)) return undefined;
  const errors = data.errors;
  if (!errors || typeof errors !== 'object' || !('discount_code' in errors)) return undefined;
  const messages = errors.discount_code;
  return Array.isArray(messages) && typeof messages[0] === 'string' ? messages[0] : undefined;
}
