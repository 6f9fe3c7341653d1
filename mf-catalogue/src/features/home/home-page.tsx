import { CitiesAnswer, CitiesWithCollectionPointsAnswer } from '@labshop/shared-contracts/core';
import { useApiQuery } from '@labshop/shared-contracts/web';
import { Page } from '@labshop/shared-contracts/web/remote-kit';
import { CatalogueHighlights } from './catalogue-highlights';
import { CollectionPointsSummary } from './collection-points-summary';
import { CustomerReviews, type CustomerReview } from './customer-reviews';
import { Hero } from './hero';
import { HomeVisits } from './home-visits';
import { PACKAGES_PATH, TESTS_PATH } from './paths';
import { TrustSignals } from './trust-signals';

/** No source of reviews exists yet; the reviews section waits for one and shows nothing until then. */
const REVIEWS: readonly CustomerReview[] = [];

/**
 * /: the storefront. The cities and the collection points are read once here: the trust signals count them and
 * their own sections show them. The shell adds the newsletter signup under the page.
 */
export function HomePage() {
  const homeServiceCities = useApiQuery('get-cities', { answer: CitiesAnswer });
  const collectionPointCities = useApiQuery('collection-points/cities', { answer: CitiesWithCollectionPointsAnswer });
  return (
    <Page>
      <Hero />
      <TrustSignals homeServiceCities={homeServiceCities} collectionPointCities={collectionPointCities} />
      <CatalogueHighlights group="tests" title="Popular tests" many="tests" morePath={TESTS_PATH} />
      <CatalogueHighlights group="packages" title="Test packages" many="packages" morePath={PACKAGES_PATH} />
      <HomeVisits cities={homeServiceCities} />
      <CollectionPointsSummary cities={collectionPointCities} />
      <CustomerReviews reviews={REVIEWS} />
    </Page>
  );
}
