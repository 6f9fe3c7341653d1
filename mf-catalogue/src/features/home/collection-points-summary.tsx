import { Link } from 'react-router-dom';
import type { CityWithCollectionPoints } from '@labshop/shared-contracts/core';
import type { ApiQueryResult } from '@labshop/shared-contracts/web';
import { LoadFailed, Loading } from '@labshop/shared-contracts/web/remote-kit';
import { buttonClassName } from '@labshop/shared-contracts/web/ui';
import { LOCATIONS_PATH } from '../locations/paths';
import { CollectionPointMap } from './illustrations/collection-point-map';
import { collectionPointCounts, countWords } from './place-counts';
import home from './home.module.css';
import styles from './collection-points-summary.module.css';

/** How many collection points there are and in how many cities, with the way to find one. */
export function CollectionPointsSummary({ cities }: { cities: ApiQueryResult<CityWithCollectionPoints[]> }) {
  return (
    <section
      aria-labelledby="home-points"
      aria-busy={cities.status === 'loading'}
      className={`${home.section} ${styles.teaser}`}
    >
      <CollectionPointMap className={styles.drawing} />
      <div className={styles.body}>
        <h2 id="home-points">Collection points</h2>
        {cities.status === 'loading' ? <Loading label="Loading collection points…" /> : null}
        {cities.status === 'error' ? (
          <LoadFailed message="The collection points could not be loaded." onRetry={cities.retry} />
        ) : null}
        {cities.status === 'success' ? <p>{pointsSentence(cities.data)}</p> : null}
        <p>
          <Link to={LOCATIONS_PATH} className={buttonClassName('white', 'normal')}>
            Find a collection point
          </Link>
        </p>
      </div>
    </section>
  );
}

function pointsSentence(cities: CityWithCollectionPoints[]): string {
  const counts = collectionPointCounts(cities);
  if (counts.points === 0) return 'There are no collection points yet.';
  const pointWords = countWords(counts.points, 'collection point', 'collection points');
  return `Give your sample at one of ${pointWords} in ${countWords(counts.cities, 'city', 'cities')}.`;
}
