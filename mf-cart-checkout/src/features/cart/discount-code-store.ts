import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { showToast } from '@labshop/shared-contracts/web/ui';
import type { CartApi } from './cart-api';
import {
  checkCodeRequest,
  checkFailure,
  DISCOUNT_CODE_REQUIRED_MESSAGE,
  discountCodeRemovedMessage,
  type AppliedDiscountCode,
  type DiscountCodeCart,
} from './discount-code';

/**
 * The cart's discount code: applied only once the server accepts it for this cart, each
 * refusal shown as its own message, and checked again whenever what it was granted for changes.
 */
export class DiscountCodeStore {
  applied: AppliedDiscountCode | null;
  /** Why the code typed last was not applied; shown on the field. */
  error: string | null = null;
  /** Why an applied code went away after the cart changed; shown by the field until the next attempt. */
  notice: string | null = null;
  checking = false;

  private readonly cart: DiscountCodeCart;
  private readonly api: Pick<CartApi, 'checkCode'> | undefined;
  /** Only the answer to the latest check counts; an older one would describe a cart that no longer exists. */
  private latestCheck = 0;

  constructor(
    cart: DiscountCodeCart,
    api: Pick<CartApi, 'checkCode'> | undefined,
    applied: AppliedDiscountCode | null,
  ) {
    this.cart = cart;
    this.api = api;
    this.applied = applied;
    makeAutoObservable<DiscountCodeStore, 'cart' | 'api' | 'latestCheck'>(this, {
      cart: false,
      api: false,
      latestCheck: false,
    });
  }

  /** What quoteCart takes off for the code; 0 without one. */
  get amountMinor(): number {
    return this.applied?.discountMinor ?? 0;
  }

  /** Asks the server about `input` for this cart; true when it was applied. */
  async apply(input: string): Promise<boolean> {
    const code = input.trim();
    this.notice = null;
    if (!code) {
      this.error = DISCOUNT_CODE_REQUIRED_MESSAGE;
      return false;
    }
    if (!this.api) return false;
    const check = ++this.latestCheck;
    this.checking = true;
    this.error = null;
    try {
      const answer = await this.api.checkCode(checkCodeRequest(code, this.cart));
      if (check !== this.latestCheck) return false;
      runInAction(() => (this.applied = { code: answer.discount_code, discountMinor: Math.max(0, answer.discount) }));
      return true;
    } catch (error) {
      if (check === this.latestCheck) runInAction(() => (this.error = checkFailure(error).message));
      return false;
    } finally {
      if (check === this.latestCheck) runInAction(() => (this.checking = false));
    }
  }

  /** Takes the code off; the total goes back to what it was without it. */
  remove(): void {
    this.latestCheck += 1;
    this.applied = null;
    this.error = null;
    this.notice = null;
    this.checking = false;
  }

  /** Adopts a code someone else already applied (a saved cart, an embedding page), to be checked again. */
  restore(applied: AppliedDiscountCode | null): void {
    this.latestCheck += 1;
    this.applied = applied;
    this.error = null;
    this.notice = null;
  }

  /**
   * Checks the applied code against the cart as it is now. A refused code is removed with the reason; when
   * the check itself fails (offline) the code stays, since placing the order checks it again anyway.
   */
  async recheck(): Promise<void> {
    const applied = this.applied;
    if (!applied || !this.api) return;
    if (this.cart.allItems.length === 0) {
      this.remove();
      return;
    }
    const check = ++this.latestCheck;
    try {
      const answer = await this.api.checkCode(checkCodeRequest(applied.code, this.cart));
      if (check !== this.latestCheck) return;
      runInAction(() => (this.applied = { code: answer.discount_code, discountMinor: Math.max(0, answer.discount) }));
    } catch (error) {
      const failure = checkFailure(error);
      if (check !== this.latestCheck || !failure.isRefusal) return;
      const message = discountCodeRemovedMessage(applied.code, failure.message);
      runInAction(() => {
        this.applied = null;
        this.notice = message;
      });
      showToast(message, { type: 'warning' });
    }
  }

  /**
   * Checks the code kept from an earlier visit at once, then again whenever what the server priced it for
   * changes: the tests and their patients, the nursing fee or the location. Returns a function that stops
   * watching.
   */
  watch(): () => void {
    return reaction(
      () => JSON.stringify(checkCodeRequest('', this.cart)),
      () => void this.recheck(),
      { fireImmediately: true },
    );
  }
}
