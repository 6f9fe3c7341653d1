import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { PlaceOrderRequest } from '@labshop/shared-contracts/core';
import { createEventBus, getEventBus, type EventPayload } from '@labshop/shared-contracts/web';
import { createItemAttributes, mockApi, renderAt, type ApiHandler } from '@labshop/shared-contracts/testing';
import { createOrderAccess } from '../../lib/order-access';
import { createOrderDetails } from '../../lib/order-test-data';
import { createOrdersApi } from '../../lib/orders-api';
import { CheckoutPage } from '../checkout/checkout-page';
import { createIdempotencyKeys } from '../checkout/idempotency-key';
import { createCartApi } from './cart-api';
import { CartPage } from './cart-page';
import { EMPTY_CART } from './cart-storage';
import { CartStore } from './cart-store';
import { connectCart } from './cart-sync';
import { RESULTS_ANALYSIS_TEXTS } from './results-analysis-texts';
import { CAMDEN, createCartItem, examinationsData, LONDON, NURSING_FEES } from './testing/cart-test-data';

jest.setTimeout(20_000);

const ORDER = { orderId: 'order-9', orderNumber: 'LS-000009' };

function api(routes: Record<string, ApiHandler> = {}) {
  return mockApi({
    'GET /api/services/nursing-services': { body: NURSING_FEES },
    'POST /api/updated/examinations-data': examinationsData(3000),
    'GET /api/services/customer-services': { body: [{ code: 'RESULTS_ANALYZE', price: 2900 }] },
    ...routes,
  });
}

function toasts(): EventPayload<'toast:show'>[] {
  const seen: EventPayload<'toast:show'>[] = [];
  getEventBus()
    .on('toast:show')
    .subscribe((toast) => seen.push(toast));
  return seen;
}

function memoryStorage() {
  const storage = {
    saved: EMPTY_CART,
    load: () => storage.saved,
    save: (next: typeof EMPTY_CART) => void (storage.saved = next),
  };
  return storage;
}

/** A cart connected to a bus, as the page connects it, and what the header is told. */
function connected(cart = new CartStore({ api: createCartApi() })) {
  const bus = createEventBus();
  const summaries: EventPayload<'cart:summary'>[] = [];
  bus.on('cart:summary').subscribe((summary) => summaries.push(summary));
  const storage = memoryStorage();
  connectCart(cart, bus, storage);
  return { bus, cart, summaries, storage };
}

describe('the results analysis bought for the results of an earlier order', () => {
  it('comes in alone, priced where the order was, counted on the badge and kept with the cart', async () => {
    api();
    const seen = toasts();
    const { bus, cart, summaries, storage } = connected();

    bus.emit('location:chosen', CAMDEN);
    bus.emit('cart:results-analysis-requested', ORDER);

    await waitFor(() => expect(cart.analysisFor).toEqual(ORDER));
    expect(cart.quote.lines).toEqual([{ kind: 'results-analysis', label: 'Results analysis', amountMinor: 2900 }]);
    expect(summaries.at(-1)).toMatchObject({ itemCount: 1, totalMinor: 2900 });
    expect(storage.saved.analysisFor).toEqual(ORDER);
    expect(seen).toContainEqual(expect.objectContaining({ message: RESULTS_ANALYSIS_TEXTS.added, type: 'success' }));
  });

  it('is refused while the cart holds tests, and tests wait while it is in the cart', async () => {
    api();
    const seen = toasts();
    const withTests = new CartStore({ api: createCartApi(), saved: { ...EMPTY_CART, location: CAMDEN } });
    withTests.add(createCartItem({ id: 'vit-d' }));
    const first = connected(withTests);

    first.bus.emit('cart:results-analysis-requested', ORDER);
    await waitFor(() =>
      expect(seen).toContainEqual(expect.objectContaining({ message: RESULTS_ANALYSIS_TEXTS.notAlone })),
    );
    expect(withTests.analysisFor).toBeNull();

    const second = connected();
    second.bus.emit('location:chosen', CAMDEN);
    second.bus.emit('cart:results-analysis-requested', ORDER);
    await waitFor(() => expect(second.cart.analysisFor).toEqual(ORDER));
    second.bus.emit('cart:item-requested', {
      serviceId: 'iron',
      name: 'Iron',
      priceMinor: 1000,
      kind: 'test',
      attributes: createItemAttributes(),
    });
    expect(second.cart.itemCount).toBe(0);
    expect(seen).toContainEqual(expect.objectContaining({ message: RESULTS_ANALYSIS_TEXTS.itemsWait }));
  });

  it('says so and stays out of the cart where the place does not offer it', async () => {
    api({ 'GET /api/services/customer-services': { body: [] } });
    const seen = toasts();
    const { bus, cart } = connected();
    bus.emit('location:chosen', LONDON);
    bus.emit('cart:results-analysis-requested', ORDER);
    await waitFor(() =>
      expect(seen).toContainEqual(expect.objectContaining({ message: RESULTS_ANALYSIS_TEXTS.notOffered })),
    );
    expect(cart.analysisFor).toBeNull();
    expect(cart.isEmpty).toBe(true);
  });

  it('shows as the cart’s one line, which can be removed', async () => {
    api();
    const cart = new CartStore({ api: createCartApi() });
    await cart.chooseLocation(CAMDEN);
    await cart.requestResultsAnalysisFor(ORDER);
    renderAt('/cart', <CartPage cart={cart} />);

    const line = screen.getByRole('region', { name: 'Analysis of your results' });
    expect(line).toHaveTextContent('Analysis of the results of order LS-000009');
    expect(line).toHaveTextContent('£29');
    expect(screen.queryByRole('heading', { name: 'Where the samples are taken' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Home visit fee' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to checkout' })).toBeInTheDocument();
    // Nobody gives a sample and no patient is chosen: the steps are the cart and payment alone.
    const steps = within(screen.getByRole('list', { name: 'Steps to your order' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(['1Cart', '2Payment']);

    await userEvent.click(within(line).getByRole('button', { name: 'Remove the analysis' }));
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
  });

  it('is ordered at checkout on its own: no place, people or address asked, paid online, for that order', async () => {
    const fetches = api({
      'POST /api/orders': {
        status: 201,
        body: { order: createOrderDetails(), accessToken: 'guest-token' },
      },
      'POST /api/orders/order-1/payments': {
        status: 201,
        body: { paymentId: 'pay-1', provider: 'sandbox', redirectUrl: '/api/payments/sandbox/pay-1' },
      },
    });
    const cart = new CartStore({ api: createCartApi() });
    await cart.chooseLocation(LONDON);
    await cart.requestResultsAnalysisFor(ORDER);
    const goToPaymentPage = jest.fn();
    renderAt(
      '/checkout',
      <Routes>
        <Route
          path="/checkout"
          element={
            <CheckoutPage
              cart={cart}
              api={createOrdersApi(undefined, createOrderAccess(window.localStorage))}
              keys={createIdempotencyKeys(window.sessionStorage)}
              goToPaymentPage={goToPaymentPage}
              onChooseLocation={(location) => void cart.chooseLocation(location)}
            />
          }
        />
      </Routes>,
    );

    expect(screen.queryByRole('radio', { name: 'A local test centre' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^PESEL number/)).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Pay at the test centre' })).not.toBeInTheDocument();
    expect(screen.getByText('The analysis of your results is paid online.')).toBeInTheDocument();
    const steps = within(screen.getByRole('list', { name: 'Steps to your order' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(['Cart (done)', '2Payment']);
    await userEvent.click(screen.getByLabelText(/E-mail address/));
    await userEvent.paste('anna@example.com');
    await userEvent.click(screen.getByLabelText(/I accept the terms of use/));
    await userEvent.click(screen.getByLabelText(/processing of my health data/));
    await userEvent.click(screen.getByRole('button', { name: 'Order and pay' }));

    await waitFor(() => expect(goToPaymentPage).toHaveBeenCalledWith('/api/payments/sandbox/pay-1'));
    const [body] = fetches.mock.calls
      .filter(([input, init]) => String(input).endsWith('/api/orders') && init?.method === 'POST')
      .map(([, init]) => JSON.parse(String(init?.body)) as PlaceOrderRequest);
    expect(body).toMatchObject({
      expectedTotalMinor: 2900,
      items: [],
      patients: [],
      customerServices: ['RESULTS_ANALYZE'],
      resultsAnalysisFor: 'order-9',
      paymentMethod: 'online',
      location: { kind: 'home-service', city_uuid: 'city-london' },
    });
    expect(cart.isEmpty).toBe(true);
  });
});
