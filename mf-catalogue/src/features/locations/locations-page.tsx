import { Link } from 'react-router-dom';
import { Page } from '@labshop/shared-contracts/web/remote-kit';
import { TestingCountryNote } from '../../lib/testing-country-note';
import { IN_HOME_SERVICE_PATH } from './paths';
import { BackToCart, useLocationsPath } from './back-to-cart';
import { PointFinder } from './point-finder';

/** /locations: find a collection point by town or post code, on a list and on the map. */
export function LocationsPage() {
  const locationsPath = useLocationsPath();
  return (
    <Page>
      <BackToCart />
      <h1>Collection points</h1>
      <p>
        Find a collection point near you, or{' '}
        <Link to={locationsPath(IN_HOME_SERVICE_PATH)}>have a nurse visit you at home</Link>.
      </p>
      <TestingCountryNote />
      <PointFinder />
    </Page>
  );
}
