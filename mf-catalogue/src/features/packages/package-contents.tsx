import { Link } from 'react-router-dom';
import { formatMoney, type TestSummary } from '@labshop/shared-contracts/core';
import { detailPath } from '../../lib/detail-path';
import styles from './packages.module.css';

export function testCountText(count: number): string {
  return count === 1 ? '1 test in this package' : `${count} tests in this package`;
}

/** The tests a package holds, each linked to its page with its price when bought singly. */
export function PackageTestList({ tests, currency }: { tests: TestSummary[]; currency: string }) {
  return (
    <ul className={styles.contents}>
      {tests.map((test) => (
        <li key={test.id}>
          <Link to={detailPath(test.kind, test.slug)}>{test.name}</Link>
          <span className={styles.singlePrice}>{formatMoney(test.priceMinor, currency)}</span>
        </li>
      ))}
    </ul>
  );
}

/** What the package saves against buying its tests one by one at the same location, in plain words. */
export function SavingNote({
  singlyTotalMinor,
  savingMinor,
  testCount,
  currency,
}: {
  singlyTotalMinor: number;
  savingMinor: number;
  testCount: number;
  currency: string;
}) {
  if (savingMinor <= 0) return null;
  const tests = testCount === 1 ? 'the test' : `the ${testCount} tests`;
  return (
    <p className={styles.saving}>
      You save {formatMoney(savingMinor, currency)} compared with buying {tests} singly (
      {formatMoney(singlyTotalMinor, currency)}).
    </p>
  );
}
