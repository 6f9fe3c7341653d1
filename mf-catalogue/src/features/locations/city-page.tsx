import { Link, useParams } from 'react-router-dom';
import { CitiesWithCollectionPointsAnswer } from '@labshop/shared-contracts/core';
import { useApiQuery } from '@labshop/shared-contracts/web';
import { LoadFailed, Loading, NotFound, Page } from '@labshop/shared-contracts/web/remote-kit';
import { TestingCountryNote } from '../../lib/testing-country-note';
import { LOCATIONS_PATH } from './paths';
import { BackToCart, useLocationsPath } from './back-to-cart';
import { PointFinder } from './point-finder';

/** /locations/:city: the collection points of one city; a city the shop does not know is a 404. */
export function CityPage() {
  const { city: citySlug = '' } = useParams();
  const locationsPath = useLocationsPath();
  const cities = useApiQuery('collection-points/cities', { answer: CitiesWithCollectionPointsAnswer });

  if (cities.status === 'loading') {
    return (
      <Page aria-busy="true">
        <Loading label="Loading the city…" />
      </Page>
    );
  }
  if (cities.status === 'error') {
    return (
      <Page>
        <LoadFailed message="The city could not be loaded." onRetry={cities.retry} />
      </Page>
    );
  }
  const city = cities.data.find((candidate) => candidate.slug === citySlug);
  if (!city) return <NotFound />;
  return (
    <Page>
      <BackToCart />
      <p>
        <Link to={locationsPath(LOCATIONS_PATH)}>All collection points</Link>
      </p>
      <h1>Collection points in {city.name}</h1>
      <TestingCountryNote />
      <PointFinder citySlug={city.slug} />
    </Page>
  );
}
