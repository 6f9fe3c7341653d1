import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { getEventBus } from '@labshop/shared-contracts/web';
import {
  PAYMENT_START_FAILED_MESSAGE,
  ORDER_PRICE_CHANGED_MESSAGE,
  PESEL_MESSAGES,
  TEST_NOT_AVAILABLE_AT_CHECKOUT,
  type PlaceOrderRequest,
} from '@labshop/shared-contracts/core';
import {
  currentLocation,
  mockApi,
  renderAt,
  requestedUrls,
  type ApiHandler,
  type ApiReply,
} from '@labshop/shared-contracts/testing';
import { createCartApi } from '../cart/cart-api';
import type { CartItem, CartPatient } from '../cart/cart-item';
import type { CartLocation } from '../cart/cart-location';
import { EMPTY_CART } from '../cart/cart-storage';
import { CartStore } from '../cart/cart-store';
import { CAMDEN, createCartItem, examinationsData, NURSING_FEES } from '../cart/testing/cart-test-data';
import { createOrderAccess } from '../../lib/order-access';
import { createOrderDetails } from '../../lib/order-test-data';
import { createOrdersApi } from '../../lib/orders-api';
import type { ChosenLocation } from './checkout-cart';
import { CheckoutPage } from './checkout-page';
import { createTestCentre, PESEL_ANNA, PESEL_JAN } from './checkout-test-data';
import { createIdempotencyKeys } from './idempotency-key';
import { breakdownAmounts } from '../../lib/testing/shown-amounts';

// The whole checkout form is on the page, and role queries over it are slow in jsdom on a busy machine.
jest.setTimeout(20_000);

const ANNA: CartPatient = { id: 'patient-a', first_name: 'Anna', last_name: 'Nowak' };
const JAN: CartPatient = { id: 'patient-b', first_name: 'Jan', last_name: 'Nowak' };

function createCart(options: { items: CartItem[]; patients?: CartPatient[]; location?: CartLocation | null }) {
  return new CartStore({
    saved: {
      ...EMPTY_CART,
      items: options.items,
      patients: options.patients ?? [],
      location: options.location ?? null,
    },
    api: createCartApi(),
  });
}

const PLACED = (overrides: Parameters<typeof createOrderDetails>[0] = {}): ApiReply => ({
  status: 201,
  body: { order: createOrderDetails(overrides), accessToken: 'guest-token' },
});
const STARTED: ApiReply = {
  status: 201,
  body: { paymentId: 'pay-1', provider: 'sandbox', redirectUrl: '/api/payments/sandbox/pay-1' },
};

/**
 * Warszawa's windows in the first days of December 2026 (a Wednesday, a Thursday with its early window fully booked,
 * and a Friday booked out).
 */
const VISIT_DAYS = {
  cityUuid: 'city-waw',
  days: [
    {
      date: '2026-12-02',
      windows: [
        { from: '07:00', to: '09:00', full: false },
        { from: '09:00', to: '11:00', full: false },
      ],
    },
    {
      date: '2026-12-03',
      windows: [
        { from: '07:00', to: '09:00', full: true },
        { from: '16:00', to: '18:00', full: false },
      ],
    },
    {
      date: '2026-12-04',
      windows: [{ from: '07:00', to: '09:00', full: true }],
    },
  ],
};

/** The same days once the Wednesday's 09:00–11:00 window has filled too. */
const VISIT_DAYS_WEDNESDAY_FILLED = {
  ...VISIT_DAYS,
  days: VISIT_DAYS.days.map((day) =>
    day.date === '2026-12-02'
      ? { ...day, windows: day.windows.map((window) => ({ ...window, full: window.from === '09:00' })) }
      : day,
  ),
};

function showCheckout(cart: CartStore, routes: Record<string, ApiHandler> = {}) {
  const api = mockApi({
    'GET /api/services/nursing-services': { body: NURSING_FEES },
    'POST /api/updated/examinations-data': examinationsData(2500),
    'GET /api/services/customer-services': { body: [] },
    'POST /api/orders': PLACED(),
    'POST /api/orders/order-1/payments': STARTED,
    ...routes,
  });
  const goToPaymentPage = jest.fn();
  const chosen: ChosenLocation[] = [];
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
            onChooseLocation={(location) => {
              chosen.push(location);
              void cart.chooseLocation(location);
            }}
          />
        }
      />
      <Route path="/payment/status/:orderId" element={<p>The status page</p>} />
    </Routes>,
  );
  return { api, goToPaymentPage, chosen };
}

function orderBodies(api: ReturnType<typeof mockApi>): PlaceOrderRequest[] {
  return api.mock.calls
    .filter(([input, init]) => String(input).endsWith('/api/orders') && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as PlaceOrderRequest);
}

function patientRegion(name: string) {
  return screen.getByRole('region', { name });
}

/** Puts the text in at once: typing key by key adds nothing these tests look at. */
async function enter(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

async function fillBuyer(email = 'anna@example.com') {
  await enter(screen.getByLabelText(/E-mail address/), email);
  await userEvent.click(screen.getByLabelText(/I accept the terms of use/));
  await userEvent.click(screen.getByLabelText(/processing of my health data/));
}

async function fillPesel(region: HTMLElement, pesel: string) {
  await enter(within(region).getByLabelText(/^PESEL number/), pesel);
}

/** Two tests for two patients at a test centre, every field filled in. */
async function twoPatientsReady() {
  const cart = createCart({
    items: [
      createCartItem({ id: 'vit-d', name: 'Vitamin D', price: 2500, patients: [ANNA.id], available: true }),
      createCartItem({ id: 'iron', name: 'Iron', price: 1500, patients: [JAN.id], available: true }),
    ],
    patients: [ANNA, JAN],
    location: CAMDEN,
  });
  return cart;
}

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('checkout', () => {
  it('places an order for two patients at a test centre, without any price, then sends the buyer to pay', async () => {
    const cart = await twoPatientsReady();
    const { api, goToPaymentPage } = showCheckout(cart);
    expect(screen.getByRole('radio', { name: 'A local test centre' })).toBeChecked();
    expect(screen.getByText('Camden')).toBeVisible();
    const summary = screen.getByRole('region', { name: 'Your order' });
    expect(within(summary).getByText('Vitamin D (Anna Nowak)')).toBeVisible();
    expect(within(summary).getByText('Iron (Jan Nowak)')).toBeVisible();

    await fillPesel(patientRegion('Patient 1: Anna Nowak'), PESEL_ANNA);
    await fillPesel(patientRegion('Patient 2: Jan Nowak'), PESEL_JAN);
    await fillBuyer();
    await userEvent.click(screen.getByRole('button', { name: 'Order and pay' }));

    expect(goToPaymentPage).toHaveBeenCalledWith('/api/payments/sandbox/pay-1');
    const [body] = orderBodies(api);
    expect(body).toMatchObject({
      location: { kind: 'collection-point', facility_id: 'fac-1' },
      items: [
        { id: 'vit-d', patients: ['patient-a'] },
        { id: 'iron', patients: ['patient-b'] },
      ],
      patients: [
        { id: 'patient-a', firstName: 'Anna', lastName: 'Nowak', pesel: PESEL_ANNA, sex: 'f', birthDate: null },
        { id: 'patient-b', firstName: 'Jan', lastName: 'Nowak', pesel: PESEL_JAN, sex: 'm', birthDate: null },
      ],
      email: 'anna@example.com',
      paymentMethod: 'online',
      consents: { terms: true, dataProcessing: true },
    });
    expect(body?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(body)).not.toMatch(/price/i);
    expect(cart.itemCount).toBe(0);
    expect(window.localStorage.getItem('labshop.order-access.order-1')).toBe('guest-token');
  });

  it('places nothing at a total the buyer has not seen: shows the new breakdown, and the order confirmed next carries it', async () => {
    let shopPrice = 2500;
    const raised = {
      lines: [
        {
          kind: 'item',
          label: 'Vitamin D',
          amountMinor: 3000,
          patientId: ANNA.id,
          itemId: 'vit-d',
          quantity: null,
          unitPriceMinor: null,
        },
        {
          kind: 'item',
          label: 'Iron',
          amountMinor: 3000,
          patientId: JAN.id,
          itemId: 'iron',
          quantity: null,
          unitPriceMinor: null,
        },
      ],
      subtotalMinor: 6000,
      savingsMinor: 0,
      totalMinor: 6000,
      currency: 'GBP',
    };
    let placing = 0;
    const { api, goToPaymentPage } = showCheckout(await twoPatientsReady(), {
      'POST /api/updated/examinations-data': (url, init) =>
        examinationsData(shopPrice, { names: { 'vit-d': 'Vitamin D', iron: 'Iron' } })(url, init),
      'POST /api/orders': () => {
        placing += 1;
        if (placing > 1) return PLACED();
        // The shop's prices rose after the page read them.
        shopPrice = 3000;
        return { status: 409, body: { message: ORDER_PRICE_CHANGED_MESSAGE, quote: raised } };
      },
    });
    const summary = screen.getByRole('region', { name: 'Your order' });
    await waitFor(() => expect(within(summary).getByText('£50')).toBeVisible());
    await fillPesel(patientRegion('Patient 1: Anna Nowak'), PESEL_ANNA);
    await fillPesel(patientRegion('Patient 2: Jan Nowak'), PESEL_JAN);
    await fillBuyer();

    await userEvent.click(screen.getByRole('button', { name: 'Order and pay' }));

    expect(goToPaymentPage).not.toHaveBeenCalled();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(ORDER_PRICE_CHANGED_MESSAGE);
    const newBreakdown = within(alert).getByLabelText('New price breakdown');
    expect(newBreakdown).toHaveTextContent('Vitamin D (Anna Nowak)£30');
    expect(newBreakdown).toHaveTextContent('New total£60');
    // The cart is priced again from the shop: the summary now shows the total the buyer confirms.
    await waitFor(() => expect(within(summary).getByText('£60')).toBeVisible());

    await userEvent.click(screen.getByRole('button', { name: 'Order and pay' }));

    expect(goToPaymentPage).toHaveBeenCalledWith('/api/payments/sandbox/pay-1');
    expect(orderBodies(api).map((body) => body.expectedTotalMinor)).toEqual([5000, 6000]);
  });

  it('shows a message on each field that needs one, sends nothing, and moves the focus to the first', async () => {
    const { api } = showCheckout(await twoPatientsReady());

    await userEvent.click(screen.getByRole('button', { name: 'Order and pay' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Check the highlighted fields.');
    const annasPesel = within(patientRegion('Patient 1: Anna Nowak')).getByLabelText(/^PESEL number/);
    expect(annasPesel).toHaveAccessibleDescription(PESEL_MESSAGES.required);
    expect(annasPesel).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/E-mail address/)).toHaveAccessibleDescription(
      expect.stringContaining('Enter the email address.'),
    );
    expect(screen.getByLabelText(/I accept the terms of use/)).toHaveAccessibleDescription(
      'Accept the terms of use to place the order.',
    );
    expect(orderBodies(api)).toHaveLength(0);
    await screen.findByText('Check the highlighted fields.');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(annasPesel).toHaveFocus();
  });

  it('sends one order for a double click, and the same key again when the buyer retries after a failure', async () => {
    let placing = 0;
    const { api } = showCheckout(await twoPatientsReady(), {
      'POST /api/orders': () => {
        placing += 1;
        if (placing === 1) return 'never';
        return placing === 2 ? { status: 503, body: { message: 'Unexpected error occurred' } } : PLACED();
      },
    });
    await fillPesel(patientRegion('Patient 1: Anna Nowak'), PESEL_ANNA);
    await fillPesel(patientRegion('Patient 2: Jan Nowak'), PESEL_JAN);
    await fillBuyer();

    await userEvent.dblClick(screen.getByRole('button', { name: 'Order and pay' }));
    expect(orderBodies(api)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Placing the order…' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('keeps the idempotency key of the attempt when a submit is tried again', async () => {
    let placing = 0;
    const { api, goToPaymentPage } = showCheckout(await twoPatientsReady(), {
      'POST /api/orders': () => {
        placing += 1;
        return placing === 1 ? { status: 503, body: { message: 'Unexpected error occurred' } } : PLACED();
      },
    });
    await fillPesel(patientRegion('Patient 1: Anna Nowak'), PESEL_ANNA);
    await fillPesel(patientRegion('Patient 2: Jan Nowak'), PESEL_JAN);
    await fillBuyer();

    await userEvent.click(screen.getByRole('button', { name: 'Order and pay' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unexpected error occurred');
    await userEvent.click(screen.getByRole('button', { name: 'Order and pay' }));

    const [first, second] = orderBodies(api);
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
    expect(goToPaymentPage).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.length).toBe(0);
  });

  it("says 'Test not available at selected Diagnostic Centre.' and names the tests the centre refused", async () => {
    const cart = await twoPatientsReady();
    showCheckout(cart, {
      'POST /api/orders': {
        status: 422,
        body: { message: TEST_NOT_AVAILABLE_AT_CHECKOUT, errors: { items: ['Iron'] } },
      },
    });
    await fillPesel(patientRegion('Patient 1: Anna Nowak'), PESEL_ANNA);
    await fillPesel(patientRegion('Patient 2: Jan Nowak'), PESEL_JAN);
    await fillBuyer();
    await userEvent.click(screen.getByRole('button', { name: 'Order and pay' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(TEST_NOT_AVAILABLE_AT_CHECKOUT);
    expect(within(alert).getByRole('listitem')).toHaveTextContent('Iron');
    expect(within(alert).getByRole('link', { name: 'Change the tests in the cart' })).toHaveAttribute('href', '/cart');
    expect(cart.itemCount).toBe(2);
  });

  it('shows the refusals of the API on the fields they are about', async () => {
    showCheckout(await twoPatientsReady(), {
      'POST /api/orders': {
        status: 422,
        body: {
          message: 'The given data was invalid.',
          errors: { 'patients.1.pesel': ['This PESEL number is refused.'], email: ['This address is refused.'] },
        },
      },
    });
    await fillPesel(patientRegion('Patient 1: Anna Nowak'), PESEL_ANNA);
    await fillPesel(patientRegion('Patient 2: Jan Nowak'), PESEL_JAN);
    await fillBuyer();
    await userEvent.click(screen.getByRole('button', { name: 'Order and pay' }));

    const jansPesel = within(patientRegion('Patient 2: Jan Nowak')).getByLabelText(/^PESEL number/);
    expect(await screen.findByText('This PESEL number is refused.')).toBeVisible();
    expect(jansPesel).toHaveAccessibleDescription('This PESEL number is refused.');
    expect(screen.getByLabelText(/E-mail address/)).toHaveAccessibleDescription(
      expect.stringContaining('This address is refused.'),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Check the highlighted fields.');
  });

  it('goes to the payment status page when the buyer pays at the test centre', async () => {
    const { api, goToPaymentPage } = showCheckout(await twoPatientsReady(), {
      'POST /api/orders': PLACED({ paymentMethod: 'at_centre', status: 'awaiting_payment_at_visit', canPay: false }),
    });
    await fillPesel(patientRegion('Patient 1: Anna Nowak'), PESEL_ANNA);
    await fillPesel(patientRegion('Patient 2: Jan Nowak'), PESEL_JAN);
    await fillBuyer();
    await userEvent.click(screen.getByRole('radio', { name: 'Pay at the test centre' }));
    await userEvent.click(screen.getByRole('button', { name: 'Place the order' }));

    expect(await screen.findByText('The status page')).toBeVisible();
    expect(currentLocation()).toBe('/payment/status/order-1');
    expect(orderBodies(api)[0]?.paymentMethod).toBe('at_centre');
    expect(requestedUrls(api, '/api/orders/order-1/payments')).toHaveLength(0);
    expect(goToPaymentPage).not.toHaveBeenCalled();
  });

  it("says 'An error occurred. Please try again or contact your administrator.' when the payment cannot start, and tries again", async () => {
    let starts = 0;
    const { goToPaymentPage } = showCheckout(await twoPatientsReady(), {
      'POST /api/orders/order-1/payments': () => {
        starts += 1;
        return starts === 1 ? { status: 502, body: { message: PAYMENT_START_FAILED_MESSAGE } } : STARTED;
      },
    });
    await fillPesel(patientRegion('Patient 1: Anna Nowak'), PESEL_ANNA);
    await fillPesel(patientRegion('Patient 2: Jan Nowak'), PESEL_JAN);
    await fillBuyer();
    await userEvent.click(screen.getByRole('button', { name: 'Order and pay' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(PAYMENT_START_FAILED_MESSAGE);
    expect(within(alert).getByRole('link', { name: 'See the order' })).toHaveAttribute(
      'href',
      '/payment/status/order-1',
    );
    expect(screen.queryByRole('button', { name: 'Order and pay' })).not.toBeInTheDocument();

    await userEvent.click(within(alert).getByRole('button', { name: 'Try the payment again' }));
    expect(goToPaymentPage).toHaveBeenCalledWith('/api/payments/sandbox/pay-1');
  });

  it('takes a home visit: the city reprices the cart, the address, day and time go with the order, paid online', async () => {
    const cart = createCart({ items: [createCartItem({ id: 'vit-d', patients: [ANNA.id] })], patients: [ANNA] });
    const { api, chosen } = showCheckout(cart, {
      'GET /api/get-cities': {
        body: [
          { uuid: 'city-waw', name: 'Warszawa', slug: 'warszawa', homeService: true },
          { uuid: 'city-opole', name: 'Opole', slug: 'opole', homeService: false },
        ],
      },
      'GET /api/home-visit-windows': { body: VISIT_DAYS },
    });
    await userEvent.click(screen.getByRole('radio', { name: 'In-home service (a nurse comes to you)' }));
    const city = await screen.findByRole('combobox', { name: 'City of the home visit' });
    expect(within(city).queryByRole('option', { name: 'Opole' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Pay at the test centre' })).not.toBeInTheDocument();

    await userEvent.selectOptions(city, 'Warszawa');
    expect(chosen).toEqual([{ mode: 'home-service', cityUuid: 'city-waw', cityName: 'Warszawa' }]);
    await enter(screen.getByLabelText(/Street/), 'Marszałkowska');
    await enter(screen.getByLabelText(/House number/), '10');
    await enter(screen.getByLabelText(/Post code/), '00950');
    const day = await screen.findByRole('combobox', { name: /Day of the visit/ });
    expect(screen.getByText('Choose a day to see the times the nurse can come.')).toBeVisible();
    await userEvent.selectOptions(day, 'Thursday 3 December');
    const time = screen.getByRole('group', { name: /Time of the visit/ });
    expect(
      within(time)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['07:00-09:00', '16:00-18:00']);
    await userEvent.click(within(time).getByRole('radio', { name: '16:00–18:00' }));
    await fillPesel(patientRegion('Patient 1: Anna Nowak'), PESEL_ANNA);
    await fillBuyer();
    await userEvent.click(screen.getByRole('button', { name: 'Order and pay' }));

    expect(orderBodies(api)[0]?.location).toEqual({
      kind: 'home-service',
      city_uuid: 'city-waw',
      address: { street: 'Marszałkowska', houseNumber: '10', homeNumber: null, postCode: '00950', city: 'Warszawa' },
      visit: { date: '2026-12-03', from: '16:00', to: '18:00' },
    });
    expect(requestedUrls(api, '/api/home-visit-windows')[0]?.searchParams.get('city_uuid')).toBe('city-waw');
    expect(requestedUrls(api, '/api/updated/examinations-data')).toHaveLength(1);
  });

  it("asks for the day and time of the nurse's visit, and shows the API's refusal of a time on its field", async () => {
    const cart = createCart({
      items: [createCartItem({ patients: [ANNA.id] })],
      patients: [ANNA],
      location: { mode: 'home-service', cityUuid: 'city-waw', cityName: 'Warszawa' },
    });
    const { api } = showCheckout(cart, {
      'GET /api/get-cities': { body: [{ uuid: 'city-waw', name: 'Warszawa', slug: 'warszawa', homeService: true }] },
      'GET /api/home-visit-windows': { body: VISIT_DAYS },
      'POST /api/orders': {
        status: 422,
        body: {
          message: 'The given data was invalid.',
          errors: { 'location.visit': ['This time has passed. Choose a later one.'] },
        },
      },
    });
    await enter(screen.getByLabelText(/Street/), 'Marszałkowska');
    await enter(screen.getByLabelText(/House number/), '10');
    await enter(screen.getByLabelText(/Post code/), '00950');
    await fillPesel(patientRegion('Patient 1: Anna Nowak'), PESEL_ANNA);
    await fillBuyer();
    const day = await screen.findByRole('combobox', { name: /Day of the visit/ });
    await userEvent.click(screen.getByRole('button', { name: 'Order and pay' }));
    expect(day).toHaveAccessibleDescription("Choose a day for the nurse's visit.");
    expect(orderBodies(api)).toHaveLength(0);

    await userEvent.selectOptions(day, 'Wednesday 2 December');
    await userEvent.click(screen.getByRole('radio', { name: '09:00–11:00' }));
    await userEvent.click(screen.getByRole('button', { name: 'Order and pay' }));
    expect(await screen.findByText('This time has passed. Choose a later one.')).toBeVisible();
    expect(orderBodies(api)).toHaveLength(1);
  });

  it('shows fully booked times and days without letting them be chosen', async () => {
    const cart = createCart({
      items: [createCartItem({ patients: [ANNA.id] })],
      patients: [ANNA],
      location: { mode: 'home-service', cityUuid: 'city-waw', cityName: 'Warszawa' },
    });
    showCheckout(cart, {
      'GET /api/get-cities': { body: [{ uuid: 'city-waw', name: 'Warszawa', slug: 'warszawa', homeService: true }] },
      'GET /api/home-visit-windows': { body: VISIT_DAYS },
    });
    const day = await screen.findByRole('combobox', { name: /Day of the visit/ });
    expect(within(day).getByRole('option', { name: 'Friday 4 December (fully booked)' })).toBeDisabled();
    expect(within(day).getByRole('option', { name: 'Thursday 3 December' })).toBeEnabled();

    await userEvent.selectOptions(day, 'Thursday 3 December');
    const early = screen.getByRole('radio', { name: '07:00–09:00' });
    expect(early).toBeDisabled();
    expect(early).toHaveAccessibleDescription('Fully booked');
    expect(screen.getByRole('radio', { name: '16:00–18:00' })).toBeEnabled();
  });

  it('says when every time of the next two weeks is booked', async () => {
    const cart = createCart({
      items: [createCartItem({ patients: [ANNA.id] })],
      patients: [ANNA],
      location: { mode: 'home-service', cityUuid: 'city-waw', cityName: 'Warszawa' },
    });
    const bookedOut = {
      ...VISIT_DAYS,
      days: VISIT_DAYS.days.map((day) => ({ ...day, windows: day.windows.map((w) => ({ ...w, full: true })) })),
    };
    showCheckout(cart, {
      'GET /api/get-cities': { body: [{ uuid: 'city-waw', name: 'Warszawa', slug: 'warszawa', homeService: true }] },
      'GET /api/home-visit-windows': { body: bookedOut },
    });
    expect(
      await screen.findByText(
        'Nurses have no free visits in this city in the next two weeks. Choose a collection point instead.',
      ),
    ).toBeVisible();
  });

  it('shows a time taken meanwhile as booked, with the refusal on its field, and nothing is ordered', async () => {
    let reads = 0;
    const cart = createCart({
      items: [createCartItem({ patients: [ANNA.id] })],
      patients: [ANNA],
      location: { mode: 'home-service', cityUuid: 'city-waw', cityName: 'Warszawa' },
    });
    const { api } = showCheckout(cart, {
      'GET /api/get-cities': { body: [{ uuid: 'city-waw', name: 'Warszawa', slug: 'warszawa', homeService: true }] },
      'GET /api/home-visit-windows': () => {
        reads += 1;
        return { body: reads === 1 ? VISIT_DAYS : VISIT_DAYS_WEDNESDAY_FILLED };
      },
      'POST /api/orders': {
        status: 422,
        body: {
          message: 'The given data was invalid.',
          errors: { 'location.visit': ['The nurses are fully booked at this time. Choose another time.'] },
        },
      },
    });
    await enter(screen.getByLabelText(/Street/), 'Marszałkowska');
    await enter(screen.getByLabelText(/House number/), '10');
    await enter(screen.getByLabelText(/Post code/), '00950');
    await fillPesel(patientRegion('Patient 1: Anna Nowak'), PESEL_ANNA);
    await fillBuyer();
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: /Day of the visit/ }),
      'Wednesday 2 December',
    );
    await userEvent.click(screen.getByRole('radio', { name: '09:00–11:00' }));
    await userEvent.click(screen.getByRole('button', { name: 'Order and pay' }));

    expect(await screen.findByText('The nurses are fully booked at this time. Choose another time.')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('radio', { name: '09:00–11:00' })).toBeDisabled());
    expect(screen.getByRole('radio', { name: '09:00–11:00' })).toHaveAccessibleDescription('Fully booked');
    expect(screen.getByRole('radio', { name: '07:00–09:00' })).toBeEnabled();
    expect(orderBodies(api)).toHaveLength(1);
    expect(cart.items).toHaveLength(1);
  });

  it('says so when the visit times cannot be loaded, and loads them again', async () => {
    let reads = 0;
    const cart = createCart({
      items: [createCartItem({ patients: [ANNA.id] })],
      patients: [ANNA],
      location: { mode: 'home-service', cityUuid: 'city-waw', cityName: 'Warszawa' },
    });
    showCheckout(cart, {
      'GET /api/get-cities': { body: [] },
      'GET /api/home-visit-windows': () => {
        reads += 1;
        return reads === 1 ? { status: 500, body: { message: 'Unexpected error occurred' } } : { body: VISIT_DAYS };
      },
    });
    expect(screen.getByText('Loading the times nurses visit…')).toBeInTheDocument();
    const alert = await screen.findByText('The visit times could not be loaded.');
    await userEvent.click(
      within(alert.closest('[role="alert"]') ?? document.body).getByRole('button', { name: 'Try again' }),
    );
    expect(await screen.findByRole('combobox', { name: /Day of the visit/ })).toBeVisible();
  });

  it('asks for the address of a home visit on its fields', async () => {
    const cart = createCart({
      items: [createCartItem({ patients: [ANNA.id] })],
      patients: [ANNA],
      location: { mode: 'home-service', cityUuid: 'city-waw', cityName: 'Warszawa' },
    });
    showCheckout(cart, { 'GET /api/get-cities': { body: [] } });
    await enter(screen.getByLabelText(/Post code/), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Order and pay' }));
    expect(screen.getByLabelText(/Street/)).toHaveAccessibleDescription('Street is required.');
    expect(screen.getByLabelText(/Post code/)).toHaveAccessibleDescription(
      expect.stringContaining('Enter the post code as 00-000.'),
    );
  });

  it('finds a test centre by town, shows its details, hides the list, and chooses it', async () => {
    const cart = createCart({ items: [createCartItem({ patients: [ANNA.id] })], patients: [ANNA] });
    const { api, chosen } = showCheckout(cart, {
      'GET /api/collection-points': { body: { items: [createTestCentre()], total: 1 } },
    });
    await userEvent.click(screen.getByRole('radio', { name: 'A local test centre' }));
    await enter(screen.getByLabelText(/Town or post code/), 'Warszawa');
    await userEvent.click(screen.getByRole('button', { name: 'Find a test centre' }));

    const list = await screen.findByRole('list', { name: 'Test centres' });
    expect(requestedUrls(api, '/api/collection-points')[0]?.searchParams.get('town')).toBe('Warszawa');
    expect(within(list).getByText('Step-free access')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: /^See on map.*Labshop Mokotów$/ })).toHaveAttribute(
      'href',
      '/locations/warszawa/mokotow',
    );
    expect(within(list).getByRole('link', { name: /Set route to Labshop Mokotów/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Hide the list' }));
    expect(list).not.toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Show the list' }));

    await userEvent.click(within(list).getByRole('button', { name: 'Choose Labshop Mokotów' }));
    expect(chosen).toEqual([{ mode: 'collection-point', facilityId: 'fac-9', facilityName: 'Labshop Mokotów' }]);
    expect(await screen.findByText('Labshop Mokotów (chosen)')).toBeVisible();
  });

  it('makes the person typed in the patient of every test when the cart has no patient yet', async () => {
    const cart = createCart({
      items: [createCartItem({ id: 'vit-d' }), createCartItem({ id: 'iron', name: 'Iron' })],
      location: CAMDEN,
    });
    const { api } = showCheckout(cart);
    const region = patientRegion('Patient');
    await enter(within(region).getByLabelText(/First name/), 'Ewa');
    await enter(within(region).getByLabelText(/Last name/), 'Kowalska');
    await userEvent.click(within(region).getByRole('checkbox', { name: 'No PESEL number' }));
    await enter(within(region).getByLabelText(/Date of birth/), '05/12/1990');
    await userEvent.click(within(region).getByRole('radio', { name: 'Female' }));
    await fillBuyer('ewa@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Order and pay' }));

    const [body] = orderBodies(api);
    const patientId = body?.patients[0]?.id;
    expect(body?.patients).toEqual([
      {
        id: patientId,
        firstName: 'Ewa',
        lastName: 'Kowalska',
        pesel: null,
        birthDate: '1990-05-12',
        sex: 'f',
        phone: null,
      },
    ]);
    expect(body?.items.map((item) => item.patients)).toEqual([[patientId], [patientId]]);
  });

  it("offers the signed-in buyer's e-mail address for the confirmation", async () => {
    const user = {
      id: 'user-1',
      firstName: 'Anna',
      lastName: 'Nowak',
      email: 'anna.account@example.com',
      roles: ['patient' as const],
      activeRole: 'patient' as const,
      status: 'active' as const,
      defaultFacilityId: null,
    };
    getEventBus().emit('session:changed', { user, token: 'session-token' });
    try {
      showCheckout(await twoPatientsReady());
      expect(await screen.findByDisplayValue('anna.account@example.com')).toBe(screen.getByLabelText(/E-mail address/));
    } finally {
      // The session replays to later subscribers; the other tests are for a guest.
      getEventBus().emit('session:changed', { user: null, token: null });
    }
  });

  it('fills in the account holder’s and the chosen patients’ details from the account, and they stay editable', async () => {
    const user = {
      id: 'user-1',
      firstName: 'Anna',
      lastName: 'Nowak',
      email: 'anna.account@example.com',
      roles: ['patient' as const],
      activeRole: 'patient' as const,
      status: 'active' as const,
      defaultFacilityId: null,
    };
    const holder = { id: user.id, first_name: 'Anna', last_name: 'Nowak' };
    const cart = createCart({
      items: [
        createCartItem({ id: 'vit-d', name: 'Vitamin D', price: 2500, patients: [holder.id], available: true }),
        createCartItem({ id: 'iron', name: 'Iron', price: 1500, patients: [JAN.id], available: true }),
      ],
      patients: [holder, JAN],
      location: CAMDEN,
    });
    getEventBus().emit('session:changed', { user, token: 'session-token' });
    try {
      showCheckout(cart, {
        'GET /api/profile': {
          body: {
            firstName: 'Anna',
            lastName: 'Nowak',
            email: user.email,
            phone: null,
            pesel: '44051401359',
            birthDate: '1944-05-14',
            sex: 'f',
            idCardNumber: null,
            address: null,
          },
        },
        'GET /api/profile/patients': {
          body: {
            patients: [
              {
                id: JAN.id,
                firstName: 'Jan',
                lastName: 'Nowak',
                pesel: null,
                birthDate: '2018-03-01',
                sex: 'm',
                ageGroup: 'child',
              },
            ],
          },
        },
      });
      const annas = screen.getByRole('region', { name: 'Patient 1: Anna Nowak' });
      expect(await within(annas).findByDisplayValue('44051401359')).toBe(within(annas).getByLabelText(/^PESEL number/));
      expect(within(annas).getByLabelText(/^Date of birth/)).toHaveValue('05/14/1944');
      expect(within(annas).getByRole('radio', { name: 'Female' })).toBeChecked();

      const jans = screen.getByRole('region', { name: 'Patient 2: Jan Nowak' });
      expect(within(jans).getByRole('checkbox', { name: 'No PESEL number' })).toBeChecked();
      expect(within(jans).getByLabelText(/^Date of birth/)).toHaveValue('03/01/2018');
      expect(within(jans).getByRole('radio', { name: 'Male' })).toBeChecked();

      const pesel = within(annas).getByLabelText(/^PESEL number/);
      await userEvent.clear(pesel);
      await userEvent.type(pesel, '02270803628');
      expect(pesel).toHaveValue('02270803628');
    } finally {
      getEventBus().emit('session:changed', { user: null, token: null });
    }
  });

  it('says the cart is empty when there is nothing to buy', () => {
    showCheckout(createCart({ items: [] }));
    expect(screen.getByRole('heading', { level: 2, name: 'Your cart is empty' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Order and pay' })).not.toBeInTheDocument();
  });

  it('marks where the buyer stands: sample collection until a place is chosen, then the details, then payment', async () => {
    const currentStep = () =>
      within(screen.getByRole('list', { name: 'Steps to your order' }))
        .getAllByRole('listitem')
        .filter((step) => step.getAttribute('aria-current') === 'step')
        .map((step) => step.textContent);
    const cart = createCart({
      items: [createCartItem({ id: 'vit-d', name: 'Vitamin D', price: 2500, patients: [ANNA.id], available: true })],
      patients: [ANNA],
    });
    showCheckout(cart);
    expect(currentStep()).toEqual(['2Sample collection']);

    await act(() => cart.chooseLocation(CAMDEN));
    expect(currentStep()).toEqual(['3Patient details']);
    const steps = within(screen.getByRole('list', { name: 'Steps to your order' })).getAllByRole('listitem');
    expect(steps[0]).toHaveTextContent('Cart (done)');
    expect(steps[1]).toHaveTextContent('Sample collection (done)');

    await fillPesel(patientRegion('Patient 1: Anna Nowak'), PESEL_ANNA);
    expect(currentStep()).toEqual(['4Payment']);
  });

  it('shows a total to pay that is the sum of the lines above it, and names the summary button with it', async () => {
    showCheckout(await twoPatientsReady());
    const summary = screen.getByRole('region', { name: 'Your order' });
    await waitFor(() => expect(within(summary).getByText('£50')).toBeVisible());

    const { lines, total } = breakdownAmounts(within(summary).getByLabelText('Price breakdown'));
    expect(lines).toEqual([2500, 2500]);
    expect(lines.reduce((sum, amount) => sum + amount, 0)).toBe(total);
    expect(screen.getByRole('button', { name: 'Order summary £50' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Order and pay' }).closest('form')).not.toBeNull();
  });
});
