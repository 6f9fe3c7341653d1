import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { getEventBus } from '@labshop/shared-contracts/web';
import { DEFAULT_PUBLIC_CONFIG } from '@labshop/shared-contracts/web/remote-kit';
import { currentLocation, mockApi, renderAt, requestedUrls } from '@labshop/shared-contracts/testing';
import { CityPage } from './city-page';
import { createCityWithCounts, createCollectionPoint, WARSAW } from './location-factories';

function showCity(path: string) {
  const api = mockApi({
    'GET /api/collection-points/cities': {
      body: [createCityWithCounts(), createCityWithCounts({ ...WARSAW, collectionPointCount: 1 })],
    },
    'GET /api/collection-points': {
      body: { items: [createCollectionPoint({ name: 'Mokotów', city: WARSAW })], total: 1 },
    },
  });
  renderAt(
    path,
    <Routes>
      <Route path="/locations/:city" element={<CityPage />} />
      <Route path="/error/:code" element={<p>Error page</p>} />
    </Routes>,
  );
  return api;
}

describe('the collection points of one city', () => {
  beforeEach(() => {
    getEventBus().emit('config:loaded', DEFAULT_PUBLIC_CONFIG);
  });

  it("names the city and lists only that city's points", async () => {
    const api = showCity('/locations/warszawa');
    expect(await screen.findByRole('heading', { level: 1, name: 'Collection points in Warszawa' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Mokotów' })).toBeInTheDocument();
    expect(requestedUrls(api, '/api/collection-points').at(-1)?.searchParams.get('city')).toBe('warszawa');
    expect(screen.getByRole('link', { name: 'All collection points' })).toHaveAttribute('href', '/locations');
    expect(
      screen.getByText('All tests are taken in Poland: at our collection points or by a nurse at home.'),
    ).toBeInTheDocument();
  });

  it('sends a city the shop does not know to the 404 page', async () => {
    showCity('/locations/atlantis');
    expect(await screen.findByText('Error page')).toBeInTheDocument();
    expect(currentLocation()).toBe('/error/404');
  });
});
