import { useId } from 'react';
import { Link } from 'react-router-dom';
import { TestListAnswer, type TestGroup } from '@labshop/shared-contracts/core';
import { useApiQuery } from '@labshop/shared-contracts/web';
import { LoadFailed, Loading, useCurrency } from '@labshop/shared-contracts/web/remote-kit';
import { ArrowRight, Icon } from '@labshop/shared-contracts/web/ui';
import { useLocationQuery } from '../../lib/chosen-location';
import { requestAddToCart } from '../../lib/add-to-cart';
import { TestCard } from '../../lib/test-card';
import listStyles from '../test-list/test-list.module.css';
import styles from './home.module.css';

/** A storefront shows a handful, not a page of the list. */
export const HIGHLIGHT_COUNT = 4;

interface CatalogueHighlightsProps {
  group: TestGroup;
  title: string;
  /** Plural used in the section's sentences ('tests', 'packages'). */
  many: string;
  morePath: string;
}

/**
 * The most popular items of one group, priced for the chosen location: the catalogue's own cards in its grid, each
 * with the one action the catalogue gives a card, 'Add to cart'.
 */
export function CatalogueHighlights({ group, title, many, morePath }: CatalogueHighlightsProps) {
  const headingId = useId();
  const currency = useCurrency();
  const location = useLocationQuery();
  const items = useApiQuery('catalogue/tests', {
    query: { group, sort: 'popularity', perPage: HIGHLIGHT_COUNT, ...location },
    answer: TestListAnswer,
  });
  return (
    <section aria-labelledby={headingId} aria-busy={items.status === 'loading'} className={styles.section}>
      <div className={styles.sectionHead}>
        <h2 id={headingId}>{title}</h2>
        <Link to={morePath} className={styles.more}>
          See all {many} <Icon icon={ArrowRight} size="sm" />
        </Link>
      </div>
      {items.status === 'loading' ? <Loading label={`Loading ${many}…`} /> : null}
      {items.status === 'error' ? (
        <LoadFailed message={`The ${many} could not be loaded.`} onRetry={items.retry} />
      ) : null}
      {items.status === 'success' && items.data.items.length === 0 ? <p>There are no {many} here yet.</p> : null}
      {items.status === 'success' && items.data.items.length > 0 ? (
        <ul className={listStyles.grid}>
          {items.data.items.map((item) => (
            <li key={item.id}>
              <TestCard
                test={item}
                currency={currency}
                onAddToCart={requestAddToCart}
                headingLevel={3}
                withCategoryArt
              />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
