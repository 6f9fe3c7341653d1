import { Page } from '@labshop/shared-contracts/web/remote-kit';
import { CatalogueHighlights } from './catalogue-highlights';
import { CollectionPointsSummary } from './collection-points-summary';
import { HeroSearch } from './hero-search';
import { HomeVisits } from './home-visits';
import { PACKAGES_PATH, TESTS_PATH } from './paths';
import { ShopFacts } from './shop-facts';

/** /: the storefront. The shell adds the newsletter signup under it. */
export function HomePage() {
  return (
    <Page>
      <HeroSearch />
      <ShopFacts />
      <CatalogueHighlights group="tests" title="Popular tests" many="tests" morePath={TESTS_PATH} />
      <CatalogueHighlights group="packages" title="Test packages" many="packages" morePath={PACKAGES_PATH} />
      <HomeVisits />
      <CollectionPointsSummary />
    </Page>
  );
}
