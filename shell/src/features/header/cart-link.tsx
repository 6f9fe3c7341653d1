import { useLatestEvent } from '@labshop/shared-contracts/web';
import { ShellLink } from '../../lib/shell-link';
import styles from './site-header.module.css';

export function cartLabel(count: number): string {
  return `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
}

/** The header's cart link. The count comes from `cart:summary`; 0 until a cart publishes one. */
export function CartLink() {
  const count = useLatestEvent('cart:summary')?.itemCount ?? 0;
  return (
    <ShellLink href="/cart" className={styles.action} aria-label={cartLabel(count)}>
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="9" cy="20" r="1.5" fill="currentColor" />
        <circle cx="17" cy="20" r="1.5" fill="currentColor" />
      </svg>
      {/* The space keeps the visible words ("Cart 2") inside the accessible name ("Cart, 2 items"). */}
      <span className={styles.actionText}>Cart</span> <span className={styles.badge}>{count}</span>
    </ShellLink>
  );
}
