import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { getEventBus } from '@labshop/shared-contracts/web';
import { DEFAULT_PUBLIC_CONFIG } from '@labshop/shared-contracts/web/remote-kit';
import { currentLocation, mockApi, renderAt } from '@labshop/shared-contracts/testing';
import { CityPage } from './city-page';
import { InHomeServicePage } from './in-home-service-page';
import { createCity, createCityWithCounts, createCollectionPoint } from './location-factories';
import { LocationsPage } from './locations-page';
import { PointPage } from './point-page';

const FLORIANSKA = createCollectionPoint({ id: 'florianska', slug: 'florianska', name: 'Floriańska' });

/** Every locations page, as the catalogue routes them, opened at `path`. */
function showLocationsAt(path: string) {
  mockApi({
    'GET /api/collection-points': { body: { items: [FLORIANSKA], total: 1 } },
    'GET /api/collection-points/cities': { body: [createCityWithCounts()] },
    'GET /api/collection-points/krakow/florianska': { body: FLORIANSKA },
    'GET /api/get-cities': { body: [createCity({ homeService: true })] },
    'GET /api/services/nursing-services': {
      body: {
        covid_nursing_service: { price: 4000 },
        nursing_service: { price: 1500 },
        mobile_nursing_service: { price: 4999 },
      },
    },
  });
  renderAt(
    path,
    <Routes>
      <Route path="/locations" element={<LocationsPage />} />
      <Route path="/locations/in-home-service" element={<InHomeServicePage />} />
      <Route path="/locations/:city" element={<CityPage />} />
      <Route path="/locations/:city/:slug" element={<PointPage />} />
    </Routes>,
  );
}

const backToCart = () => screen.queryByRole('link', { name: 'Back to the cart' });

describe('the way back to the cart across the locations pages', () => {
  beforeEach(() => {
    getEventBus().emit('config:loaded', DEFAULT_PUBLIC_CONFIG);
    getEventBus().emit('session:changed', { user: null, token: null });
  });

  it('stays on the collection point and city pages the buyer goes on to from the cart', async () => {
    const user = userEvent.setup();
    showLocationsAt('/locations?from=cart');

    await user.click(await screen.findByRole('link', { name: 'Details of Floriańska' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Floriańska' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/locations/krakow/florianska?from=cart');
    expect(backToCart()).toHaveAttribute('href', '/cart');

    await user.click(screen.getByRole('link', { name: 'Collection points in Kraków' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Collection points in Kraków' })).toBeInTheDocument();
    expect(backToCart()).toHaveAttribute('href', '/cart');

    await user.click(screen.getByRole('link', { name: 'All collection points' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Collection points' })).toBeInTheDocument();
    expect(backToCart()).toHaveAttribute('href', '/cart');

    await user.click(screen.getByRole('link', { name: 'have a nurse visit you at home' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tests at home' })).toBeInTheDocument();
    expect(backToCart()).toHaveAttribute('href', '/cart');
    await user.click(screen.getByRole('link', { name: 'Find a collection point' }));
    expect(currentLocation()).toBe('/locations?from=cart');
  });

  it('is not offered, nor carried on, when the visitor did not come from the cart', async () => {
    const user = userEvent.setup();
    showLocationsAt('/locations');

    await user.click(await screen.findByRole('link', { name: 'Details of Floriańska' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Floriańska' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/locations/krakow/florianska');
    expect(backToCart()).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Collection points in Kraków' })).toHaveAttribute(
      'href',
      '/locations/krakow',
    );
  });
});
