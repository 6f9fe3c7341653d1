import { Link, useParams } from 'react-router-dom';
import { RecommendationsAnswer, type RecommendedItem } from '@labshop/shared-contracts/core';
import { useApiQuery } from '@labshop/shared-contracts/web';
import { isNotFound, LoadFailed, Loading, NotFound, Page, useCurrency } from '@labshop/shared-contracts/web/remote-kit';
import { Button } from '@labshop/shared-contracts/web/ui';
import { useLocationQuery } from '../../lib/chosen-location';
import { requestAddToCart, requestCartItem } from '../../lib/add-to-cart';
import { TestCard } from '../../lib/test-card';
import listStyles from '../test-list/test-list.module.css';
import styles from './recommendations.module.css';

export const QUIZ_PATH = '/quiz';

/** /lab-test-list/recommendations/:uuid?: a saved set of recommended tests, or the way to get one. */
export function RecommendationsPage() {
  const { uuid } = useParams();
  return uuid ? <SavedRecommendations uuid={uuid} /> : <NoRecommendations />;
}

function NoRecommendations() {
  return (
    <Page>
      <h1>Recommended tests</h1>
      <p>
        Answer a few questions about your health and we will recommend the tests that suit you.{' '}
        <Link to={QUIZ_PATH}>Take the health quiz</Link>
      </p>
    </Page>
  );
}

function SavedRecommendations({ uuid }: { uuid: string }) {
  const location = useLocationQuery();
  const set = useApiQuery(`catalogue/recommendations/${encodeURIComponent(uuid)}`, {
    query: location,
    answer: RecommendationsAnswer,
  });
  if (set.status === 'error' && isNotFound(set.error)) return <NotFound />;
  return (
    <Page aria-busy={set.status === 'loading'}>
      {set.status === 'loading' ? <Loading label="Loading your recommendations…" /> : null}
      {set.status === 'error' ? (
        <>
          <h1>Recommended tests</h1>
          <LoadFailed message="The recommendations could not be loaded." onRetry={set.retry} />
        </>
      ) : null}
      {set.status === 'success' ? <RecommendationList set={set.data} /> : null}
    </Page>
  );
}

function RecommendationList({ set }: { set: RecommendationsAnswer }) {
  const currency = useCurrency();
  const items = set.items;
  const addAll = () => items.forEach((item) => requestCartItem(cartItem(item)));
  return (
    <>
      <h1>{set.title}</h1>
      {set.note ? <p>{set.note}</p> : null}
      {items.length === 0 ? (
        <p>
          This set has no tests. <Link to={QUIZ_PATH}>Take the health quiz again</Link>
        </p>
      ) : (
        <>
          <div className={styles.bar}>
            <p>{items.length === 1 ? '1 recommended test' : `${items.length} recommended tests`}</p>
            <Button onClick={addAll}>Add all to cart</Button>
          </div>
          <ul className={listStyles.list}>
            {items.map((item) => (
              <li key={item.id}>
                <TestCard test={item} currency={currency} onAddToCart={requestAddToCart} />
                {item.reason ? <p className={styles.reason}>Why: {item.reason}</p> : null}
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

function cartItem(item: RecommendedItem) {
  return {
    serviceId: item.id,
    name: item.name,
    priceMinor: item.priceMinor,
    kind: item.kind,
    attributes: item.attributes,
  };
}
