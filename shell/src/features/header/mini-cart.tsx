import { ChevronDown } from '@labshop/shared-contracts/web/ui';
import { formatMoney } from '@labshop/shared-contracts/core';
import { useLatestEvent } from '@labshop/shared-contracts/web';
import { ShellButtonLink } from '../../lib/shell-button-link';
import { ShellLink } from '../../lib/shell-link';
import { usePopover } from './use-popover';
import styles from './cart.module.css';

export const MINI_CART_LABEL = 'Cart summary';

/** The mini-cart lists this many items; the cart page has them all. */
const ITEMS_LISTED = 5;

/**
 * The mini-cart: a button beside the cart link opens the cart's items and total under it, with "Go to checkout"
 * as the strongest action. The count and total come from `cart:summary`, the items from `cart:contents`.
 */
export function MiniCart() {
  const { open, close, buttonProps, panelProps } = usePopover();
  const summary = useLatestEvent('cart:summary');
  const items = useLatestEvent('cart:contents')?.items ?? [];
  const unlisted = items.length - ITEMS_LISTED;
  const currency = summary?.currency;
  const count = summary?.itemCount ?? 0;

  return (
    <div className={styles.anchor}>
      <button type="button" className={styles.toggle} aria-label={MINI_CART_LABEL} {...buttonProps}>
        <ChevronDown className={styles.chevron} aria-hidden="true" focusable="false" />
      </button>
      {open ? (
        <div {...panelProps} aria-label={MINI_CART_LABEL} className={styles.popover}>
          <p className={styles.heading}>
            Your cart{' '}
            <span className={styles.headingCount}>
              ({count} {count === 1 ? 'item' : 'items'})
            </span>
          </p>
          {count === 0 ? (
            <p className={styles.empty}>Your cart is empty.</p>
          ) : (
            <>
              <ul className={styles.items}>
                {items.slice(0, ITEMS_LISTED).map((item) => (
                  <li key={item.id} className={styles.item}>
                    <span>{item.name}</span>
                    <span className={styles.price}>{formatMoney(item.priceMinor, currency)}</span>
                  </li>
                ))}
              </ul>
              {unlisted > 0 ? (
                <p className={styles.more}>
                  and {unlisted} more {unlisted === 1 ? 'item' : 'items'}
                </p>
              ) : null}
              <p className={styles.total}>
                <span>Total</span>
                <span>{formatMoney(summary?.totalMinor ?? 0, currency)}</span>
              </p>
              <ShellButtonLink href="/checkout" block onClick={() => close(false)}>
                Go to checkout
              </ShellButtonLink>
            </>
          )}
          <ShellLink href="/cart" className={styles.viewCart} onClick={() => close(false)}>
            View the cart
          </ShellLink>
        </div>
      ) : null}
    </div>
  );
}
