import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { currentLocation, mockApi, renderAt, requestedUrls, type ApiHandler } from '@labshop/shared-contracts/testing';
import { createOfferSummary } from '../../lib/offer-factories';
import { OffersPage } from './offers-page';

const CATEGORIES = [
  { slug: 'seasonal', name: 'Seasonal offers' },
  { slug: 'for-men', name: 'For men' },
];

function showOffers(path: string, answer: ApiHandler) {
  const api = mockApi({ 'GET /api/offers': answer });
  renderAt(
    path,
    <Routes>
      <Route path="/offers/:slug?" element={<OffersPage />} />
      <Route path="/error/:code" element={<p>Error page</p>} />
    </Routes>,
  );
  return api;
}

describe('the offers page', () => {
  it('lists the running offers, linked, with the day each ends', async () => {
    showOffers('/offers', {
      body: {
        categories: CATEGORIES,
        category: null,
        offers: [
          createOfferSummary({
            slug: 'autumn-immunity-check',
            title: 'Autumn immunity check',
            summary: 'Vitamin D and iron.',
            endsAt: '2026-12-13T00:00:00.000Z',
          }),
          createOfferSummary({ slug: 'mens-health-month', title: "Men's health month" }),
        ],
      },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the offers…');

    const offer = await screen.findByRole('link', { name: 'Autumn immunity check' });
    expect(offer).toHaveAttribute('href', '/offer/autumn-immunity-check');
    const card = offer.closest('article');
    expect(card).not.toBeNull();
    expect(within(card as HTMLElement).getByText('Until 12 December 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Men's health month" })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Offer categories' });
    expect(within(nav).getByRole('link', { name: 'All offers' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'For men' })).toHaveAttribute('href', '/offers/for-men');
  });

  it('shows the chosen picture of an offer in its card, the drawing of its family otherwise', async () => {
    showOffers('/offers', {
      body: {
        categories: CATEGORIES,
        category: null,
        offers: [
          createOfferSummary({
            slug: 'spring-check',
            title: 'Spring check',
            picture: { src: '/uploads/spring.0123456789abcdef.jpg', alt: 'Blossom', width: 1600, height: 900 },
          }),
          createOfferSummary({ slug: 'mens-health-month' }),
        ],
      },
    });

    await screen.findByRole('link', { name: 'Spring check' });
    const sources = [...document.querySelectorAll('article img')].map((image) => image.getAttribute('src'));
    expect(sources).toHaveLength(2);
    expect(sources[0]).toBe('/_ipx/f_webp&fit_cover&s_640x400&q_80/uploads/spring.0123456789abcdef.jpg');
    expect(sources[1]).toMatch(/^\/_ipx\/.*\/art\/categories\/.+\.svg$/);
  });

  it('asks for the category in the address and heads the page with its name', async () => {
    const api = showOffers('/offers/for-men', {
      body: { categories: CATEGORIES, category: CATEGORIES[1], offers: [] },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'For men' })).toBeInTheDocument();
    expect(requestedUrls(api, '/api/offers')[0]?.searchParams.get('category')).toBe('for-men');
    expect(screen.getByText(/There are no offers here at the moment/)).toBeInTheDocument();
  });

  it('sends an unknown category to the 404 page', async () => {
    showOffers('/offers/nothing', { status: 404, body: { message: 'Not Found' } });
    expect(await screen.findByText('Error page')).toBeInTheDocument();
    expect(currentLocation()).toBe('/error/404');
  });

  it('offers to try again when the offers could not be loaded', async () => {
    showOffers('/offers', { status: 500, body: { message: 'Unexpected error occurred' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The offers could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
