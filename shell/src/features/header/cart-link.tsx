import { ShoppingCart } from '@labshop/shared-contracts/web/ui';
import { useLatestEvent } from '@labshop/shared-contracts/web';
import { ShellLink } from '../../lib/shell-link';
import styles from './cart.module.css';

export function cartLabel(count: number): string {
  return `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
}

/** The header's cart link. The count comes from `cart:summary`; 0 until a cart publishes one. */
export function CartLink({ showWord }: { showWord: boolean }) {
  const count = useLatestEvent('cart:summary')?.itemCount ?? 0;
  return (
    <ShellLink href="/cart" className={styles.cartLink} aria-label={cartLabel(count)}>
      <ShoppingCart className={styles.cartIcon} aria-hidden="true" focusable="false" />
      {/* The visible words ("Cart 2") stay inside the name ("Cart, 2 items"); phones show the icon for the word. */}
      {showWord ? <span>Cart</span> : null}
      <span className={styles.count}>{count}</span>
    </ShellLink>
  );
}
