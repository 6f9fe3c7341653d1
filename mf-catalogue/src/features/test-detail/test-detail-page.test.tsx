import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { getEventBus, type EventPayload } from '@labshop/shared-contracts/web';
import { DEFAULT_PUBLIC_CONFIG } from '@labshop/shared-contracts/web/remote-kit';
import {
  currentLocation,
  mockApi,
  requestedUrls,
  renderAt,
  type ApiHandler,
  createItemAttributes,
} from '@labshop/shared-contracts/testing';
import { createTestDetail } from '../../lib/testing/detail-factories';
import { TestDetailPage } from './test-detail-page';

function showTest(slug: string, answer: ApiHandler) {
  const api = mockApi({ [`GET /api/catalogue/tests/${slug}`]: answer });
  renderAt(
    `/lab-test/${slug}`,
    <Routes>
      <Route path="/lab-test/:slug" element={<TestDetailPage />} />
      <Route path="/error/:code" element={<p>Error page</p>} />
    </Routes>,
  );
  return api;
}

function priceSection() {
  return screen.getByRole('region', { name: 'Price' });
}

describe('the test page', () => {
  beforeEach(() => {
    getEventBus().emit('config:loaded', DEFAULT_PUBLIC_CONFIG);
  });

  it('says it is loading, then shows what the test is, how to prepare and its price', async () => {
    showTest('vitamin-d', {
      body: createTestDetail({
        slug: 'vitamin-d',
        name: 'Vitamin D (25-OH)',
        category: { slug: 'vitamins', name: 'Vitamins' },
        description: 'The vitamin D stored in the body.',
        synonyms: ['vit d', '25(OH)D'],
        sampleType: 'Blood',
        requiresFasting: true,
        preparation: 'Come fasting, in the morning.',
        turnaroundDays: 2,
        loincCode: '1989-3',
        price: { priceMinor: 4500, lowestPrice30dMinor: null },
      }),
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the test…');

    expect(await screen.findByRole('heading', { level: 1, name: 'Vitamin D (25-OH)' })).toBeInTheDocument();
    expect(screen.getByText('The vitamin D stored in the body.')).toBeInTheDocument();
    expect(screen.getByText('Also known as vit d, 25(OH)D')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vitamins' })).toHaveAttribute('href', '/lab-test-list/tests/vitamins');
    expect(screen.getByText('Blood')).toBeInTheDocument();
    expect(screen.getByText('Come fasting, in the morning.')).toBeInTheDocument();
    expect(screen.getByText('2 days')).toBeInTheDocument();
    expect(screen.getByText('1989-3')).toBeInTheDocument();
    expect(within(priceSection()).getByText('Standard price')).toBeInTheDocument();
    expect(within(priceSection()).getByText('£45')).toBeInTheDocument();
    expect(within(priceSection()).queryByText(/Lowest price/)).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('calls a reduced price reduced, with the lowest price of the last 30 days beside it', async () => {
    showTest('tsh', {
      body: createTestDetail({ slug: 'tsh', price: { priceMinor: 1500, lowestPrice30dMinor: 1750 } }),
    });
    const price = await screen.findByRole('region', { name: 'Price' });
    expect(within(price).getByText('Reduced price')).toBeInTheDocument();
    expect(within(price).getByText('£15')).toBeInTheDocument();
    expect(within(price).getByText('Lowest price in the last 30 days: £17.50')).toBeInTheDocument();
    // The reduced price is not passed off as the standard one.
    expect(within(price).queryByText(/Standard price/)).not.toBeInTheDocument();
  });

  it('shows no lowest price and no reduction after a price rise', async () => {
    showTest('crp', {
      body: createTestDetail({ slug: 'crp', price: { priceMinor: 1900, lowestPrice30dMinor: 1600 } }),
    });
    const price = await screen.findByRole('region', { name: 'Price' });
    expect(within(price).getByText('Standard price')).toBeInTheDocument();
    expect(within(price).queryByText(/Lowest price|Reduced/)).not.toBeInTheDocument();
  });

  it('asks for the price at the location the patient chose and names it', async () => {
    getEventBus().emit('location:chosen', {
      mode: 'collection-point',
      facilityId: 'f-7',
      facilityName: 'Kraków Rynek',
    });
    const api = showTest('tsh', {
      body: createTestDetail({
        slug: 'tsh',
        location: { kind: 'collection-point', facilityId: 'f-7', facilityName: 'Kraków Rynek', closed: false },
      }),
    });
    expect(await screen.findByText('Price at Kraków Rynek')).toBeInTheDocument();
    const asked = requestedUrls(api, '/api/catalogue/tests/tsh');
    expect(asked).toHaveLength(1);
    expect(asked[0]?.searchParams.get('facility_id')).toBe('f-7');
  });

  it('says the test is not available at the chosen location and links to the other points', async () => {
    showTest('ana', { body: createTestDetail({ slug: 'ana', isAvailable: false }) });
    const price = await screen.findByRole('region', { name: 'Price' });
    expect(within(price).getByText('Test not available at the selected location.')).toBeInTheDocument();
    expect(within(price).getByRole('link', { name: 'Choose another point.' })).toHaveAttribute('href', '/locations');
    expect(within(price).queryByRole('button', { name: /Add to cart/ })).not.toBeInTheDocument();
  });

  it('asks the cart for the test and tells the visitor it did', async () => {
    showTest('ferritin', {
      body: createTestDetail({
        id: 't-1',
        slug: 'ferritin',
        name: 'Ferritin',
        price: { priceMinor: 2900, lowestPrice30dMinor: null },
      }),
    });
    const requested: EventPayload<'cart:item-requested'>[] = [];
    const toasts: EventPayload<'toast:show'>[] = [];
    getEventBus()
      .on('cart:item-requested')
      .subscribe((item) => requested.push(item));
    getEventBus()
      .on('toast:show')
      .subscribe((toast) => toasts.push(toast));

    await userEvent.click(await screen.findByRole('button', { name: 'Add to cart' }));

    expect(requested).toEqual([
      { serviceId: 't-1', name: 'Ferritin', priceMinor: 2900, kind: 'test', attributes: createItemAttributes() },
    ]);
    expect(toasts).toEqual([expect.objectContaining({ type: 'success', message: 'Added to cart' })]);
  });

  it('reports a failure and loads again on retry', async () => {
    let calls = 0;
    showTest('alt', () => {
      calls += 1;
      return calls === 1
        ? { status: 500, body: { message: 'Unexpected error occurred' } }
        : { body: createTestDetail({ slug: 'alt', name: 'ALT' }) };
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The test could not be loaded.');

    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'ALT' })).toBeInTheDocument();
  });

  it('sends an unknown test to the 404 page', async () => {
    showTest('no-such-test', { status: 404, body: { message: 'Not Found' } });
    expect(await screen.findByText('Error page')).toBeInTheDocument();
    expect(currentLocation()).toBe('/error/404');
  });
});
