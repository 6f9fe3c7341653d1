import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { getEventBus, type EventPayload } from '@labshop/shared-contracts/web';
import { DEFAULT_PUBLIC_CONFIG } from '@labshop/shared-contracts/web/remote-kit';
import {
  currentLocation,
  mockApi,
  renderAt,
  requestedUrls,
  type ApiHandler,
  createItemAttributes,
} from '@labshop/shared-contracts/testing';
import { createSummary } from '../../lib/testing/detail-factories';
import { createOfferDetail } from '../../lib/offer-factories';
import { OfferPage } from './offer-page';

function showOffer(slug: string, answer: ApiHandler) {
  const api = mockApi({ [`GET /api/offers/${slug}`]: answer });
  renderAt(
    `/offer/${slug}`,
    <Routes>
      <Route path="/offer/:slug" element={<OfferPage />} />
      <Route path="/error/:code" element={<p>Error page</p>} />
    </Routes>,
  );
  return api;
}

describe('an offer page', () => {
  beforeEach(() => getEventBus().emit('config:loaded', DEFAULT_PUBLIC_CONFIG));

  it('shows the offer and its tests priced at the chosen point, each added to the cart over the bus', async () => {
    getEventBus().emit('location:chosen', { mode: 'collection-point', facilityId: 'f-1', facilityName: 'Grochowska' });
    const api = showOffer('autumn-immunity-check', {
      body: createOfferDetail({
        slug: 'autumn-immunity-check',
        title: 'Autumn immunity check',
        description: 'Vitamin D and iron before winter.',
        items: [
          createSummary({
            id: 't-1',
            slug: 'vitamin-d',
            name: 'Vitamin D',
            priceMinor: 5900,
            lowestPrice30dMinor: 6900,
          }),
          createSummary({ id: 't-2', slug: 'ferritin', name: 'Ferritin', priceMinor: 3500 }),
        ],
      }),
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Autumn immunity check' })).toBeInTheDocument();
    expect(screen.getByText('Vitamin D and iron before winter.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vitamin D' })).toHaveAttribute('href', '/lab-test/vitamin-d');
    expect(screen.getByText('£59')).toBeInTheDocument();
    expect(screen.getByText('Lowest price in the last 30 days: £69')).toBeInTheDocument();
    expect(requestedUrls(api, '/api/offers/autumn-immunity-check')[0]?.searchParams.get('facility_id')).toBe('f-1');

    const requested: EventPayload<'cart:item-requested'>[] = [];
    const subscription = getEventBus()
      .on('cart:item-requested')
      .subscribe((item) => requested.push(item));
    await userEvent.click(screen.getAllByRole('button', { name: 'Add to cart' })[1] as HTMLElement);
    subscription.unsubscribe();
    expect(requested).toEqual([
      { serviceId: 't-2', name: 'Ferritin', priceMinor: 3500, kind: 'test', attributes: createItemAttributes() },
    ]);
  });

  it('shows the picture an administrator chose through the image proxy, described, its place kept', async () => {
    showOffer('spring-check', {
      body: createOfferDetail({
        slug: 'spring-check',
        title: 'Spring check',
        picture: {
          src: '/uploads/spring.0123456789abcdef.jpg',
          alt: 'Blossom over a clinic',
          width: 1600,
          height: 900,
        },
      }),
    });

    const picture = await screen.findByRole('img', { name: 'Blossom over a clinic' });
    expect(picture.getAttribute('src')).toBe(
      '/_ipx/f_webp&fit_cover&s_1024x384&q_75/uploads/spring.0123456789abcdef.jpg',
    );
    expect([picture.getAttribute('width'), picture.getAttribute('height')]).toEqual(['960', '360']);
  });

  it('sends an unknown or ended offer to the 404 page', async () => {
    showOffer('gone', { status: 404, body: { message: 'Not Found' } });
    expect(await screen.findByText('Error page')).toBeInTheDocument();
    expect(currentLocation()).toBe('/error/404');
  });
});
