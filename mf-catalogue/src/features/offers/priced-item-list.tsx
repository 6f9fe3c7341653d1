import type { TestSummary } from '@labshop/shared-contracts/core';
import { requestAddToCart } from '../../lib/add-to-cart';
import { TestCard } from '../../lib/test-card';
import styles from './offers.module.css';

/** The tests and packages of an offer or campaign, each priced and with its own add-to-cart action. */
export function PricedItemList({ items, currency, label }: { items: TestSummary[]; currency: string; label: string }) {
  if (items.length === 0) return <p>None of these tests is on sale at the moment.</p>;
  return (
    <ul className={styles.items} aria-label={label}>
      {items.map((item) => (
        <li key={item.id}>
          <TestCard test={item} currency={currency} onAddToCart={requestAddToCart} headingLevel={3} />
        </li>
      ))}
    </ul>
  );
}
