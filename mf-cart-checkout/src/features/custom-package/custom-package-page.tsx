import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { formatMoney, TestListAnswer, type TestSummary } from '@labshop/shared-contracts/core';
import { useApiQuery } from '@labshop/shared-contracts/web';
import { LoadFailed, Loading, Page, useCurrency } from '@labshop/shared-contracts/web/remote-kit';
import { Button, Checkbox, TextField } from '@labshop/shared-contracts/web/ui';
import { PackageSelectionStore } from './package-selection-store';
import { PackageSummary } from './package-summary';
import styles from './custom-package.module.css';

const TEST_LIST_QUERY = { group: 'tests', perPage: 100 } as const;

const TestChoice = observer(function TestChoice({
  test,
  selection,
  currency,
}: {
  test: TestSummary;
  selection: PackageSelectionStore;
  currency: string;
}) {
  return (
    <li>
      <Checkbox
        className={styles.choice}
        label={
          <>
            {test.name} <span className={styles.price}>{formatMoney(test.priceMinor, currency)}</span>
          </>
        }
        checked={selection.isSelected(test.id)}
        onChange={() => selection.toggle(test)}
      />
    </li>
  );
});

/**
 * /lab-test-list/custom-package: the visitor picks 5 to 15 tests and sees the own-package discount grow;
 * the package goes into the cart as own-package items.
 */
export const CustomPackagePage = observer(function CustomPackagePage({
  onAddPackage,
}: {
  onAddPackage: (tests: readonly TestSummary[]) => void;
}) {
  const currency = useCurrency();
  const [selection] = useState(() => new PackageSelectionStore());
  const [search, setSearch] = useState('');
  const [added, setAdded] = useState(false);
  const tests = useApiQuery('catalogue/tests', { query: TEST_LIST_QUERY, answer: TestListAnswer });
  const needle = search.trim().toLowerCase();

  function addToCart() {
    onAddPackage(selection.tests);
    selection.clear();
    setAdded(true);
  }

  return (
    <Page>
      <h1>Build your own package</h1>
      <p>Choose 5 to 15 tests: the more you choose, the bigger the discount, up to 25%.</p>
      <PackageSummary selection={selection} currency={currency} />
      <Button theme="primary" disabled={!selection.quote.validation.valid} onClick={addToCart}>
        Add the package to the cart
      </Button>
      {added ? <p role="status">Your package is in the cart.</p> : null}
      <section aria-labelledby="package-tests" aria-busy={tests.status === 'loading'}>
        <h2 id="package-tests">Tests</h2>
        <TextField
          label="Search tests"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        {tests.status === 'loading' ? <Loading label="Loading the tests…" /> : null}
        {tests.status === 'error' ? (
          <LoadFailed message="The tests could not be loaded." onRetry={tests.retry} />
        ) : null}
        {tests.status === 'success' ? (
          <ul className={styles.choices}>
            {tests.data.items
              .filter((test) => test.name.toLowerCase().includes(needle))
              .map((test) => (
                <TestChoice key={test.id} test={test} selection={selection} currency={currency} />
              ))}
          </ul>
        ) : null}
      </section>
    </Page>
  );
});
