import { DISCOUNT_CODE_FAILURES, type DiscountCodeFailure } from '@labshop/shared-contracts/core/api/check-code';
import { ValidationError } from '../../platform/errors';

/** A 422 whose message is the reason's own text, word for word, also shown on the discount code field. */
export class DiscountCodeError extends ValidationError {
  constructor(readonly reason: DiscountCodeFailure) {
    const message = DISCOUNT_CODE_FAILURES[reason];
    super({ discount_code: [message] }, message);
    this.name = 'DiscountCodeError';
  }
}
