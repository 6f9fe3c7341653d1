import { Link } from 'react-router-dom';
import { CitiesWithCollectionPointsAnswer, type CityWithCollectionPoints } from '@labshop/shared-contracts/core';
import { useApiQuery } from '@labshop/shared-contracts/web';
import { LoadFailed, Loading } from '@labshop/shared-contracts/web/remote-kit';
import { LOCATIONS_PATH } from '../locations/paths';
import styles from './home.module.css';

/** How many collection points there are and in how many cities, with the way to find one. */
export function CollectionPointsSummary() {
  const cities = useApiQuery('collection-points/cities', { answer: CitiesWithCollectionPointsAnswer });
  return (
    <section aria-labelledby="home-points" aria-busy={cities.status === 'loading'} className={styles.section}>
      <h2 id="home-points">Collection points</h2>
      {cities.status === 'loading' ? <Loading label="Loading collection points…" /> : null}
      {cities.status === 'error' ? (
        <LoadFailed message="The collection points could not be loaded." onRetry={cities.retry} />
      ) : null}
      {cities.status === 'success' ? <p>{pointsSentence(cities.data)}</p> : null}
      <p>
        <Link to={LOCATIONS_PATH}>Find a collection point</Link>
      </p>
    </section>
  );
}

function pointsSentence(cities: CityWithCollectionPoints[]): string {
  const withPoints = cities.filter((city) => city.collectionPointCount > 0);
  const points = withPoints.reduce((sum, city) => sum + city.collectionPointCount, 0);
  if (points === 0) return 'There are no collection points yet.';
  const pointWords = points === 1 ? '1 collection point' : `${points} collection points`;
  const cityWords = withPoints.length === 1 ? '1 city' : `${withPoints.length} cities`;
  return `Give your sample at one of ${pointWords} in ${cityWords}.`;
}
