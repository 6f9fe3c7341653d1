import { matchRoutes } from 'react-router-dom';
import { screen } from '@testing-library/react';
import { examplePath, routesOwnedBy, WORKFORCE_OFFER_SLUG } from '@labshop/shared-contracts/core';
import { currentLocation, mockApi, renderAt } from '@labshop/shared-contracts/testing';
import { createDiscountCampaign, createOfferDetail } from '../lib/offer-factories';
import { REMOTE } from '../lib/remote';
import { CatalogueRoutes } from './app';
import { CATALOGUE_ROUTES } from './routes';

describe('the catalogue serves every path the route manifest gives it', () => {
  it.each(routesOwnedBy(REMOTE).map((route) => [route.path]))('%s', (path) => {
    const leaf = matchRoutes(CATALOGUE_ROUTES, examplePath(path))?.at(-1)?.route;
    expect(leaf?.path).not.toBe('*');
    expect(leaf?.element).toBeTruthy();
  });
});

describe('catalogue routing', () => {
  beforeEach(() => {
    mockApi({});
  });

  it('loads the offers, discount and workforce pages when they are opened, instead of saying they open soon', async () => {
    mockApi({
      'GET /api/offers': { body: { categories: [], category: null, offers: [] } },
      'GET /api/discounts/spring': { body: createDiscountCampaign({ slug: 'spring', title: 'Spring savings' }) },
      [`GET /api/offers/${WORKFORCE_OFFER_SLUG}`]: {
        body: createOfferDetail({ slug: WORKFORCE_OFFER_SLUG, title: 'Workforce health' }),
      },
    });
    const offers = renderAt('/offers', <CatalogueRoutes />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Offers' })).toBeInTheDocument();
    offers.unmount();
    const discounts = renderAt('/discounts/spring', <CatalogueRoutes />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring savings' })).toBeInTheDocument();
    expect(screen.queryByText(/opens soon/)).not.toBeInTheDocument();
    discounts.unmount();
    renderAt(`/offer/${WORKFORCE_OFFER_SLUG}`, <CatalogueRoutes />);
    expect(await screen.findByRole('button', { name: 'Send message' })).toBeInTheDocument();
  });

  it('loads the storefront and the recommendations pages when they are opened', async () => {
    const { unmount } = renderAt('/', <CatalogueRoutes />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the page…');
    expect(await screen.findByRole('search', { name: 'Search the tests' })).toBeInTheDocument();
    unmount();
    renderAt('/lab-test-list/recommendations', <CatalogueRoutes />);
    expect(await screen.findByRole('link', { name: 'Take the health quiz' })).toHaveAttribute('href', '/quiz');
  });

  it('sends a path nobody owns to the 404 page', () => {
    renderAt('/lab-test/one/two', <CatalogueRoutes />);
    expect(currentLocation()).toBe('/error/404');
  });

  it('leaves a path another part owns to that part', () => {
    renderAt('/offer/weight-loss', <CatalogueRoutes />);
    expect(currentLocation()).toBe('/offer/weight-loss');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
