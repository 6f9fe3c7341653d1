import { Link } from 'react-router-dom';
import { formatMoney, type TestKind, type TestSummary } from '@labshop/shared-contracts/core';
import { detailPath } from '../../lib/detail-path';
import styles from './search.module.css';

const KIND_LABELS: Record<TestKind, string> = {
  test: 'Test',
  package: 'Package',
  screening: 'Screening package',
  'weight-loss-package': 'Weight-loss package',
};

/** The matches, best first, each linking to its page. */
export function SearchResults({ items, currency }: { items: TestSummary[]; currency: string }) {
  return (
    <ul className={styles.results}>
      {items.map((item) => (
        <li key={item.id} className={styles.result}>
          <Link to={detailPath(item.kind, item.slug)}>{item.name}</Link>
          <span className={styles.kind}>{KIND_LABELS[item.kind]}</span>
          <span className={styles.price}>{formatMoney(item.priceMinor, currency)}</span>
        </li>
      ))}
    </ul>
  );
}
