import { is } from 'superstruct';
import { ApiError, PriceChangedBody } from '@labshop/shared-contracts/core';

/** The shop's new breakdown when it refused an order because its price is not the total the buyer confirmed. */
export function priceChangeOf(error: unknown): PriceChangedBody | null {
  return error instanceof ApiError && error.code === 409 && is(error.data, PriceChangedBody) ? error.data : null;
}
