import { createEventBus, getEventBus, type EventPayload } from '@labshop/shared-contracts/web';
import { DEFAULT_PUBLIC_CONFIG } from '@labshop/shared-contracts/web/remote-kit';
import { mockApi, requestedUrls, createItemAttributes } from '@labshop/shared-contracts/testing';
import { createCartApi } from './cart-api';
import { cartItemFromRequest } from './cart-item';
import { createLocalCartStorage, EMPTY_CART, loadClosedQuizAlerts, saveClosedQuizAlerts } from './cart-storage';
import { CartStore } from './cart-store';
import { connectCart } from './cart-sync';
import {
  CAMDEN,
  createCartItem,
  createPatient,
  examinationsData,
  LONDON,
  NURSING_FEES,
  SOHO,
} from './testing/cart-test-data';
import { TEST_UNAVAILABLE_MESSAGE } from './location-prices';

function memoryStorage() {
  const storage = {
    saved: EMPTY_CART,
    load: () => storage.saved,
    save: (next: typeof EMPTY_CART) => {
      storage.saved = next;
    },
  };
  return storage;
}

function cartWithApi(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'POST /api/updated/examinations-data': examinationsData(3000),
    'GET /api/services/customer-services': { body: [{ code: 'RESULTS_ANALYZE', price: 2000 }] },
    'GET /api/services/nursing-services': { body: NURSING_FEES },
    ...routes,
  });
  return { api, cart: new CartStore({ api: createCartApi() }) };
}

function toasts(): EventPayload<'toast:show'>[] {
  const seen: EventPayload<'toast:show'>[] = [];
  getEventBus()
    .on('toast:show')
    .subscribe((toast) => seen.push(toast));
  return seen;
}

describe('the cart and the page', () => {
  it('publishes its summary at once, then after every requested item, in the configured currency', () => {
    mockApi({ 'GET /api/services/nursing-services': 'never' });
    const bus = createEventBus();
    const summaries: EventPayload<'cart:summary'>[] = [];
    bus.on('cart:summary').subscribe((summary) => summaries.push(summary));
    connectCart(new CartStore(), bus, memoryStorage());

    bus.emit('cart:item-requested', {
      serviceId: 'a',
      name: 'A',
      priceMinor: 1000,
      kind: 'test',
      attributes: createItemAttributes(),
    });
    bus.emit('cart:item-requested', {
      serviceId: 'b',
      name: 'B',
      priceMinor: 1550,
      kind: 'test',
      attributes: createItemAttributes(),
    });
    bus.emit('config:loaded', { ...DEFAULT_PUBLIC_CONFIG, currency: 'PLN', countryCode: 'PL' });

    expect(summaries).toEqual([
      { itemCount: 0, totalMinor: 0, currency: 'GBP' },
      { itemCount: 1, totalMinor: 1000, currency: 'GBP' },
      { itemCount: 2, totalMinor: 2550, currency: 'GBP' },
      { itemCount: 2, totalMinor: 2550, currency: 'PLN' },
    ]);
  });

  it('moves the items asked for before a location into the cart once one is chosen on the page', async () => {
    const { api, cart } = cartWithApi();
    const bus = createEventBus();
    const storage = memoryStorage();
    connectCart(cart, bus, storage);
    bus.emit('cart:item-requested', {
      serviceId: 'vit-d',
      name: 'Vitamin D',
      priceMinor: 2500,
      kind: 'test',
      attributes: createItemAttributes(),
    });
    expect(storage.saved.temporaryItems.map((item) => item.id)).toEqual(['vit-d']);
    expect(storage.saved.items).toEqual([]);

    bus.emit('location:chosen', LONDON);
    await cart.refreshPrices();

    expect(storage.saved.temporaryItems).toEqual([]);
    expect(storage.saved.items).toEqual([expect.objectContaining({ id: 'vit-d', price: 3000, available: true })]);
    const [request] = api.mock.calls.filter(([url]) => String(url).endsWith('/examinations-data'));
    expect(JSON.parse(String(request?.[1]?.body))).toEqual({ examinaitons: ['vit-d'], city_uuid: 'city-london' });
  });

  it('publishes the items it holds, by name and price, for the header to list', () => {
    mockApi({ 'GET /api/services/nursing-services': 'never' });
    const bus = createEventBus();
    const contents: EventPayload<'cart:contents'>[] = [];
    bus.on('cart:contents').subscribe((published) => contents.push(published));
    const cart = new CartStore();
    connectCart(cart, bus, memoryStorage());

    bus.emit('cart:item-requested', {
      serviceId: 'tsh',
      name: 'TSH',
      priceMinor: 1500,
      kind: 'test',
      attributes: createItemAttributes(),
    });
    expect(contents.at(-1)).toEqual({ items: [{ id: 'tsh', name: 'TSH', priceMinor: 1500 }] });

    cart.remove('tsh');
    expect(contents.at(-1)).toEqual({ items: [] });
  });

  it('drops a patient deleted from the account from every item, and an item left with no patient', () => {
    mockApi({ 'GET /api/services/nursing-services': 'never' });
    const bus = createEventBus();
    const cart = new CartStore();
    connectCart(cart, bus, memoryStorage());
    bus.emit('cart:item-requested', {
      serviceId: 'tsh',
      name: 'TSH',
      priceMinor: 1500,
      kind: 'test',
      attributes: createItemAttributes(),
    });
    cart.addPatient({ id: 'anna', first_name: 'Anna', last_name: 'Nowak' });

    bus.emit('patient:deleted', { patientId: 'anna' });

    expect(cart.patients).toEqual([]);
    expect(cart.summary.itemCount).toBe(0);
  });

  it('stops listening once disconnected', () => {
    mockApi({ 'GET /api/services/nursing-services': 'never' });
    const bus = createEventBus();
    const cart = new CartStore();
    connectCart(cart, bus, memoryStorage())();
    bus.emit('cart:item-requested', {
      serviceId: 'a',
      name: 'A',
      priceMinor: 1000,
      kind: 'test',
      attributes: createItemAttributes(),
    });
    expect(cart.itemCount).toBe(0);
  });
});

describe('the cart at a location', () => {
  it('takes what the catalogue says of each item from every price refresh, so an item needing a nurse brings the fee', async () => {
    const { cart } = cartWithApi({
      'POST /api/updated/examinations-data': examinationsData(3000, {
        names: { 'vit-d': 'Vitamin D (25-OH)' },
        attributes: { 'vit-d': { require_nursing_services: true } },
      }),
    });
    // Saved before the cart kept these facts: nothing says it needs a nurse.
    cart.addItems([createCartItem({ id: 'vit-d', name: 'Vitamin D' })]);
    await cart.loadNursingServices();

    await cart.chooseLocation(CAMDEN);

    expect(cart.items[0]).toMatchObject({ name: 'Vitamin D (25-OH)', price: 3000, require_nursing_services: true });
    expect(cart.quote.lines.map((line) => [line.kind, line.label, line.amountMinor])).toEqual([
      ['item', 'Vitamin D (25-OH)', 3000],
      ['nursing-fee', 'Nursing service', NURSING_FEES.nursing_service.price],
    ]);
  });

  it('never counts a package towards the own package, however it was added', async () => {
    const { cart } = cartWithApi({
      'POST /api/updated/examinations-data': examinationsData(3000, { attributes: { pack: { package: true } } }),
    });
    const tests = ['a', 'b', 'c', 'd'].map((id) => createCartItem({ id, for_own_package: true }));
    cart.addItems([...tests, createCartItem({ id: 'pack', for_own_package: true })]);

    await cart.chooseLocation(SOHO);

    // Four single tests: below the five an own package needs; the package does not make it five.
    expect(cart.quote.ownPackageDiscount.discountMinor).toBe(0);
  });

  it('prices its visit services at the shop’s prices on every refresh, and drops one no longer offered', async () => {
    const { cart } = cartWithApi({
      'GET /api/services/visit-services': { body: [{ id: 'consultation', name: 'Doctor consultation', price: 4900 }] },
    });
    cart.addPatient(createPatient());
    cart.add(createCartItem());
    cart.setVisitServices([
      { id: 'consultation', name: 'Consultation', price: 100, patients: [] },
      { id: 'withdrawn', name: 'Withdrawn', price: 100, patients: [] },
    ]);

    await cart.chooseLocation(CAMDEN);

    expect(cart.visitServices).toEqual([
      { id: 'consultation', name: 'Doctor consultation', price: 4900, patients: [] },
    ]);
  });

  it('reads every price the total is made of again when asked to, nursing fees included', async () => {
    const { api, cart } = cartWithApi();
    cart.add(createCartItem());
    await cart.chooseLocation(CAMDEN);
    await cart.loadNursingServices();

    await cart.refreshAll();

    expect(requestedUrls(api, '/api/updated/examinations-data')).toHaveLength(2);
    expect(requestedUrls(api, '/api/services/nursing-services')).toHaveLength(2);
    expect(requestedUrls(api, '/api/services/customer-services')).toHaveLength(2);
  });

  it('drops the tests the location does not offer, with a toast', async () => {
    const seen = toasts();
    const { cart } = cartWithApi({
      'POST /api/updated/examinations-data': examinationsData(3000, { missing: ['gone'], unavailable: ['off'] }),
    });
    cart.addItems([createCartItem({ id: 'kept' }), createCartItem({ id: 'gone' }), createCartItem({ id: 'off' })]);

    await cart.chooseLocation(CAMDEN);

    expect(cart.items.map((item) => item.id)).toEqual(['kept']);
    expect(seen).toContainEqual(expect.objectContaining({ message: TEST_UNAVAILABLE_MESSAGE }));
  });

  it('reloads prices and additional services when switching between home service and collection point', async () => {
    const { api, cart } = cartWithApi();
    cart.add(createCartItem());
    await cart.chooseLocation(LONDON);
    await cart.chooseLocation(CAMDEN);

    expect(requestedUrls(api, '/api/updated/examinations-data')).toHaveLength(2);
    const services = requestedUrls(api, '/api/services/customer-services');
    expect(services.map((url) => url.search)).toEqual(['?city_uuid=city-london', '?facility_id=fac-1']);
    expect(cart.resultsAnalysisOffer).toEqual({ code: 'RESULTS_ANALYZE', price: 2000 });
  });

  it('reloads only the prices when another facility is chosen, and nothing for the same one', async () => {
    const { api, cart } = cartWithApi();
    cart.add(createCartItem());
    await cart.chooseLocation(CAMDEN);
    await cart.chooseLocation(SOHO);
    await cart.chooseLocation(SOHO);

    expect(requestedUrls(api, '/api/updated/examinations-data')).toHaveLength(2);
    expect(requestedUrls(api, '/api/services/customer-services')).toHaveLength(1);
  });

  it('prices a test added at a location with that location’s price', async () => {
    const { cart } = cartWithApi();
    await cart.chooseLocation(CAMDEN);
    cart.add(createCartItem({ price: 2500 }));
    await cart.refreshPrices();
    expect(cart.items[0]?.price).toBe(3000);
  });

  it('is loading while prices are asked for, and says prices are updating until 500 ms after they arrive', async () => {
    jest.useFakeTimers();
    try {
      const { cart } = cartWithApi();
      cart.add(createCartItem());
      const choosing = cart.chooseLocation(CAMDEN);
      expect(cart.loading).toBe(true);
      expect(cart.priceUpdating).toBe(true);

      await choosing;
      expect(cart.loading).toBe(false);
      jest.advanceTimersByTime(499);
      expect(cart.priceUpdating).toBe(true);
      jest.advanceTimersByTime(1);
      expect(cart.priceUpdating).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('patients in the cart', () => {
  it('assigns the first patient to every item and visit service, and not the second', () => {
    const cart = new CartStore();
    cart.addItems([createCartItem({ id: 'a' }), createCartItem({ id: 'b' })]);
    cart.setVisitServices([{ id: 'visit', price: 1000, patients: [] }]);
    const first = createPatient();
    const second = createPatient();

    cart.addPatient(first);
    cart.addPatient(second);

    expect(cart.allItems.map((item) => item.patients)).toEqual([[first.id], [first.id]]);
    expect(cart.visitServices[0]?.patients).toEqual([first.id]);
  });

  it('deletes an item once its last patient is removed from it', () => {
    const cart = new CartStore();
    const [anna, ben] = [createPatient(), createPatient()];
    cart.add(createCartItem());
    cart.addPatient(anna);
    cart.addPatient(ben);
    cart.addPatientToItem('vit-d', ben.id);

    cart.removePatientFromItem('vit-d', anna.id);
    expect(cart.allItems[0]?.patients).toEqual([ben.id]);
    cart.removePatientFromItem('vit-d', ben.id);
    expect(cart.itemCount).toBe(0);
  });

  it('removes a deleted patient from every item and visit service', () => {
    const cart = new CartStore();
    const [anna, ben] = [createPatient(), createPatient()];
    cart.addItems([createCartItem({ id: 'a' }), createCartItem({ id: 'b' })]);
    cart.setVisitServices([{ id: 'visit', price: 1000, patients: [] }]);
    cart.addPatient(anna);
    cart.addPatient(ben);
    cart.addPatientToItem('a', ben.id);
    cart.addPatientToItem('b', ben.id);

    cart.deletePatient(anna.id);

    expect(cart.patients).toEqual([ben]);
    expect(cart.allItems.map((item) => item.patients)).toEqual([[ben.id], [ben.id]]);
    expect(cart.visitServices[0]?.patients).toEqual([]);
  });

  it('holds temporary patients apart until one is saved, and never saves them with the cart', () => {
    const cart = new CartStore();
    const anna = createPatient();
    cart.add(createCartItem());
    cart.addTemporaryPatient(anna);
    expect(cart.patients).toEqual([]);
    expect(cart.snapshot).not.toHaveProperty('temporaryPatients');

    expect(cart.saveTemporaryPatient(anna.id)).toBe(true);
    expect(cart.temporaryPatients).toEqual([]);
    expect(cart.allItems[0]?.patients).toEqual([anna.id]);
  });

  it('takes at most 5 patients', () => {
    const cart = new CartStore();
    const added = Array.from({ length: 6 }, () => cart.addPatient(createPatient()));
    expect(added).toEqual([true, true, true, true, true, false]);
    expect(cart.patients).toHaveLength(5);
  });
});

describe('the rest of the cart', () => {
  it('holds a test once however often it is requested', () => {
    const cart = new CartStore();
    const request = {
      serviceId: 'vit-d',
      name: 'Vitamin D',
      priceMinor: 2500,
      kind: 'test',
      attributes: createItemAttributes(),
    } as const;
    cart.add(cartItemFromRequest(request));
    cart.add(cartItemFromRequest(request));
    expect(cart.itemCount).toBe(1);
  });

  it('counts a test already in the cart towards an own package chosen with it', () => {
    const cart = new CartStore();
    cart.add(createCartItem({ id: 'a' }));
    cart.addItems([
      createCartItem({ id: 'a', for_own_package: true }),
      createCartItem({ id: 'b', for_own_package: true }),
    ]);
    expect(cart.allItems.map((item) => [item.id, item.for_own_package])).toEqual([
      ['a', true],
      ['b', true],
    ]);
  });

  it('clears everything at once', async () => {
    const { cart } = cartWithApi();
    cart.add(createCartItem({ id: 'a' }));
    await cart.chooseLocation(CAMDEN);
    cart.add(createCartItem({ id: 'b' }));
    cart.clear();
    expect(cart.itemCount).toBe(0);
    expect(cart.summary.totalMinor).toBe(0);
  });

  it('keeps a guest’s cart across a reload', () => {
    const cart = new CartStore();
    cart.add(createCartItem());
    cart.addPatient(createPatient());
    createLocalCartStorage().save(cart.snapshot);

    const reloaded = new CartStore({ saved: createLocalCartStorage().load() });

    expect(reloaded.snapshot).toEqual(cart.snapshot);
  });

  it('reads an unreadable saved cart as empty', () => {
    window.localStorage.setItem('labshop.cart', '{"not":"a cart"');
    expect(createLocalCartStorage().load()).toEqual(EMPTY_CART);
    window.localStorage.setItem('labshop.cart', JSON.stringify({ items: [{ id: 1 }] }));
    expect(createLocalCartStorage().load()).toEqual(EMPTY_CART);
  });

  it('remembers closed quiz alerts for the session', () => {
    const cart = new CartStore({ onQuizAlertsChange: (ids) => saveClosedQuizAlerts(ids) });
    cart.closeQuizAlert('weight-quiz');
    const nextPage = new CartStore({ closedQuizAlerts: loadClosedQuizAlerts() });
    expect(nextPage.isQuizAlertClosed('weight-quiz')).toBe(true);
    expect(nextPage.isQuizAlertClosed('other-quiz')).toBe(false);
    expect(window.sessionStorage.getItem('labshop.cart.closed-quiz-alerts')).toBe('["weight-quiz"]');
  });
});
