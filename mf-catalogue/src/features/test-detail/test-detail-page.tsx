import { useId } from 'react';
import { Link, useParams } from 'react-router-dom';
import { TestDetail } from '@labshop/shared-contracts/core';
import { useApiQuery } from '@labshop/shared-contracts/web';
import { isNotFound, LoadFailed, Loading, NotFound, Page, useCurrency } from '@labshop/shared-contracts/web/remote-kit';
import { ChooseLocationButtons } from '../choose-location/choose-location-buttons';
import { requestCartItem } from '../../lib/add-to-cart';
import { useLocationQuery } from '../../lib/chosen-location';
import { detailPath } from '../../lib/detail-path';
import { PurchasePanel } from '../../lib/purchase-panel';
import { TestFacts } from './test-facts';
import styles from './test-detail.module.css';

/** /lab-test/:slug: one test, priced and checked for availability at the chosen location. */
export function TestDetailPage() {
  const { slug = '' } = useParams();
  const location = useLocationQuery();
  const test = useApiQuery(`catalogue/tests/${encodeURIComponent(slug)}`, { query: location, answer: TestDetail });

  if (test.status === 'error' && isNotFound(test.error)) return <NotFound />;
  return (
    <Page aria-busy={test.status === 'loading'}>
      {test.status === 'loading' ? <Loading label="Loading the test…" /> : null}
      {test.status === 'error' ? <LoadFailed message="The test could not be loaded." onRetry={test.retry} /> : null}
      {test.status === 'success' ? <TestDetailContent test={test.data} /> : null}
    </Page>
  );
}

export function TestDetailContent({ test }: { test: TestDetail }) {
  const nameId = useId();
  const currency = useCurrency();
  return (
    <article aria-labelledby={nameId} className={styles.detail}>
      <header className={styles.header}>
        <p className={styles.category}>
          <Link to={`/lab-test-list/tests/${encodeURIComponent(test.category.slug)}`}>{test.category.name}</Link>
        </p>
        <h1 id={nameId}>{test.name}</h1>
        {test.synonyms.length > 0 ? <p className={styles.synonyms}>Also known as {test.synonyms.join(', ')}</p> : null}
      </header>
      <div className={styles.body}>
        <div>
          {test.description ? (
            <>
              <h2>What it measures</h2>
              <p>{test.description}</p>
            </>
          ) : null}
          <TestFacts test={test} />
          {test.includedIn.length > 0 ? (
            <>
              <h2>Packages with this test</h2>
              <ul>
                {test.includedIn.map((pack) => (
                  <li key={pack.id}>
                    <Link to={detailPath(pack.kind, pack.slug)}>{pack.name}</Link>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
        <div>
          <PurchasePanel
            price={test.price}
            currency={currency}
            isAvailable={test.isAvailable}
            location={test.location}
            describedBy={nameId}
            onAdd={() =>
              requestCartItem({
                serviceId: test.id,
                name: test.name,
                priceMinor: test.price.priceMinor,
                kind: test.kind,
                attributes: test.attributes,
              })
            }
          />
          <ChooseLocationButtons />
        </div>
      </div>
    </article>
  );
}
