import { isObservable } from 'mobx';
import { createEventBus, type EventBus, type EventPayload } from '@labshop/shared-contracts/web';
import { FRAME_MESSAGE_SOURCE, type FrameInitData, type FrameToPageMessage } from '@labshop/shared-contracts/core';
import { DEFAULT_PUBLIC_CONFIG } from '@labshop/shared-contracts/web/remote-kit';
import { mockApi, requestedUrls } from '@labshop/shared-contracts/testing';
import { createCartApi } from '../cart-api';
import { CartStore } from '../cart-store';
import { createCartItem, examinationsData, NURSING_FEES } from '../testing/cart-test-data';
import { FrameBridge, type FrameMessageEvent, type FrameWindow } from './frame-bridge';

const PARTNER = 'https://partner.example.com';
const FOREIGN = 'https://evil.example.net';
/** Where the frame itself is served. */
const LABSHOP = 'https://labshop.example.com';

/** A frame inside a page at `parentOrigin`, whose messages a test can deliver. */
function frameInside(parentOrigin: string) {
  const posted: { message: FrameToPageMessage; origin: string }[] = [];
  const listeners: ((event: FrameMessageEvent) => void)[] = [];
  const parent = { postMessage: (message: FrameToPageMessage, origin: string) => posted.push({ message, origin }) };
  const frameWindow: FrameWindow = {
    parent,
    addEventListener: (_type, listener) => listeners.push(listener),
    removeEventListener: (_type, listener) => listeners.splice(listeners.indexOf(listener), 1),
    location: { origin: LABSHOP, ancestorOrigins: { length: 1, item: () => parentOrigin } },
    document: { referrer: `${parentOrigin}/shop` },
  };
  const deliver = (data: unknown, origin = parentOrigin, source: unknown = parent) =>
    listeners.forEach((listener) => listener({ data, origin, source }));
  return { frameWindow, posted, deliver, listeners };
}

function connect(cart: CartStore, frameWindow: FrameWindow, allowed: string[] = [PARTNER]) {
  const bus: EventBus = createEventBus();
  const bridge = new FrameBridge(cart, bus, frameWindow);
  const stop = bridge.connect();
  bus.emit('config:loaded', { ...DEFAULT_PUBLIC_CONFIG, embedding: { parentOrigins: allowed } });
  return { bus, bridge, stop };
}

const INIT_DATA: FrameInitData = {
  cart: [createCartItem({ id: 'vit-d', name: 'Vitamin D', patients: ['p-1'] })],
  homeService: false,
  facility: { id: 'fac-1', name: 'Camden' },
  city: null,
  patients: [{ id: 'p-1', first_name: 'Ewa', last_name: 'Kowalska' }],
  nursingServices: NURSING_FEES,
  customerServices: [],
  visitServices: [],
  currencies: [{ country_code: 'UK', currency: 'GBP' }],
  currentCurrency: 'GBP',
  quiz: { uuid: 'quiz-1', date: '2026-11-01' },
};

function initData(data: FrameInitData = INIT_DATA) {
  return { source: FRAME_MESSAGE_SOURCE, type: 'init-data', data };
}

describe('the embedded cart frame', () => {
  afterEach(() => jest.useRealTimers());

  it('asks the page for the token and the init data, only at the page it is in', () => {
    mockApi({});
    const frame = frameInside(PARTNER);

    const { bridge } = connect(new CartStore(), frame.frameWindow, [FOREIGN, PARTNER]);

    expect(frame.posted).toEqual([
      { message: { source: FRAME_MESSAGE_SOURCE, type: 'request-token' }, origin: PARTNER },
      { message: { source: FRAME_MESSAGE_SOURCE, type: 'request-init-data' }, origin: PARTNER },
    ]);
    expect(bridge.status).toBe('waiting');
  });

  it("talks to the site's own pages in the default configuration ('self'), and to no other page", () => {
    mockApi({});
    const own = frameInside(LABSHOP);
    const { bridge } = connect(new CartStore(), own.frameWindow, ["'self'"]);
    expect(own.posted.map((post) => [post.message.type, post.origin])).toEqual([
      ['request-token', LABSHOP],
      ['request-init-data', LABSHOP],
    ]);
    expect(bridge.status).toBe('waiting');

    const elsewhere = frameInside(PARTNER);
    const refused = connect(new CartStore(), elsewhere.frameWindow, ["'self'"]);
    expect(elsewhere.posted).toEqual([]);
    expect(refused.bridge.status).toBe('not-allowed');
  });

  it('starts over when the page is shown again, and stops listening when it is left', () => {
    mockApi({});
    const frame = frameInside(PARTNER);
    const bus = createEventBus();
    bus.emit('config:loaded', { ...DEFAULT_PUBLIC_CONFIG, embedding: { parentOrigins: [PARTNER] } });
    const bridge = new FrameBridge(new CartStore(), bus, frame.frameWindow);

    bridge.connect()();
    expect(frame.listeners).toHaveLength(0);
    bridge.connect();

    expect(frame.listeners).toHaveLength(1);
    expect(frame.posted.filter(({ message }) => message.type === 'request-init-data')).toHaveLength(2);
  });

  it('applies the init data at once and refreshes the prices 100 ms later', () => {
    jest.useFakeTimers();
    const api = mockApi({ 'POST /api/updated/examinations-data': examinationsData(4100) });
    const frame = frameInside(PARTNER);
    const cart = new CartStore({ api: createCartApi() });
    const { bridge } = connect(cart, frame.frameWindow);

    frame.deliver(initData());

    expect(cart.items.map((item) => item.name)).toEqual(['Vitamin D']);
    expect(cart.patients.map((patient) => patient.first_name)).toEqual(['Ewa']);
    expect(cart.location).toEqual({ mode: 'collection-point', facilityId: 'fac-1', facilityName: 'Camden' });
    expect(bridge.status).toBe('connected');
    expect(bridge.quiz).toEqual({ uuid: 'quiz-1', date: '2026-11-01' });
    jest.advanceTimersByTime(99);
    expect(requestedUrls(api, '/api/updated/examinations-data')).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(requestedUrls(api, '/api/updated/examinations-data')).toHaveLength(1);
  });

  it('replaces the fees and service prices the page sent with the shop’s own once prices refresh', async () => {
    jest.useFakeTimers();
    mockApi({
      'POST /api/updated/examinations-data': examinationsData(4100),
      'GET /api/services/nursing-services': { body: NURSING_FEES },
      'GET /api/services/customer-services': { body: [{ code: 'RESULTS_ANALYZE', price: 2900 }] },
    });
    const frame = frameInside(PARTNER);
    const cart = new CartStore({ api: createCartApi() });
    connect(cart, frame.frameWindow);

    frame.deliver(
      initData({
        ...INIT_DATA,
        nursingServices: { ...NURSING_FEES, nursing_service: { price: 1 } },
        customerServices: [{ code: 'RESULTS_ANALYZE', price: 1 }],
      }),
    );
    await jest.advanceTimersByTimeAsync(100);

    expect(cart.nursingServices).toEqual(NURSING_FEES);
    expect(cart.customerServices).toEqual([{ code: 'RESULTS_ANALYZE', price: 2900 }]);
  });

  it('tells the page about every change of the cart', () => {
    mockApi({ 'POST /api/updated/examinations-data': 'never' });
    const frame = frameInside(PARTNER);
    const cart = new CartStore({ api: createCartApi() });
    connect(cart, frame.frameWindow);
    frame.deliver(initData());
    frame.posted.length = 0;

    cart.add(createCartItem({ id: 'tsh', name: 'TSH', price: 1500 }));

    const changes = frame.posted.filter(({ message }) => message.type === 'cart-changed');
    expect(changes).toHaveLength(1);
    const [change] = changes;
    expect(change?.origin).toBe(PARTNER);
    expect(change?.message).toMatchObject({
      type: 'cart-changed',
      cart: {
        itemCount: 2,
        facility: { id: 'fac-1', name: 'Camden' },
        homeService: false,
        currency: 'GBP',
        patients: [{ id: 'p-1', first_name: 'Ewa', last_name: 'Kowalska' }],
      },
    });
    // The message crosses to another origin by structured clone, which cannot copy observable proxies.
    const sent = change?.message.type === 'cart-changed' ? change.message.cart : undefined;
    expect([sent?.items, sent?.patients, sent?.items[0]].some((part) => isObservable(part))).toBe(false);
  });

  it('ignores init data from an origin that is not allowed, or from a window other than its page', () => {
    mockApi({});
    const frame = frameInside(PARTNER);
    const cart = new CartStore();
    const { bridge } = connect(cart, frame.frameWindow);

    frame.deliver(initData(), FOREIGN);
    frame.deliver(initData(), PARTNER, { postMessage: () => undefined });
    frame.deliver({ type: 'init-data', data: INIT_DATA });

    expect(cart.itemCount).toBe(0);
    expect(bridge.status).toBe('waiting');
  });

  it('neither asks nor listens inside a page that is not allowed', () => {
    mockApi({});
    const frame = frameInside(FOREIGN);
    const cart = new CartStore();

    const { bridge } = connect(cart, frame.frameWindow);
    frame.deliver(initData());

    expect(frame.posted).toEqual([]);
    expect(frame.listeners).toHaveLength(0);
    expect(bridge.status).toBe('not-allowed');
    expect(cart.itemCount).toBe(0);
  });

  it("signs in with the page's token, and signs out when the page has none", async () => {
    const api = mockApi({
      'GET /api/user': {
        body: {
          id: 'user-1',
          firstName: 'Ewa',
          lastName: 'Kowalska',
          email: null,
          roles: ['patient'],
          activeRole: 'patient',
          status: 'active',
          defaultFacilityId: null,
          default_facility: null,
        },
      },
    });
    const frame = frameInside(PARTNER);
    const { bus } = connect(new CartStore(), frame.frameWindow);
    const sessions: EventPayload<'session:changed'>[] = [];
    bus.on('session:changed').subscribe((session) => sessions.push(session));

    frame.deliver({ source: FRAME_MESSAGE_SOURCE, type: 'token', token: 'partner-token' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    frame.deliver({ source: FRAME_MESSAGE_SOURCE, type: 'token', token: null });

    expect(sessions.map((session) => [session.user?.id ?? null, session.token])).toEqual([
      ['user-1', 'partner-token'],
      [null, null],
    ]);
    const [, init] = api.mock.calls[0] ?? [];
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer partner-token');
  });

  it('applies the discount code of the init data once the server accepts it for the refreshed cart', async () => {
    jest.useFakeTimers();
    const api = mockApi({
      'POST /api/updated/examinations-data': examinationsData(4000),
      'POST /api/check-code': { body: { discount: 400, discount_code: 'WELCOME10', kind: 'percentage', value: 10 } },
    });
    const frame = frameInside(PARTNER);
    const cart = new CartStore({ api: createCartApi() });
    connect(cart, frame.frameWindow);

    frame.deliver(initData({ ...INIT_DATA, discountCode: 'WELCOME10' }));
    expect(cart.discountCode.applied).toBeNull();
    await jest.advanceTimersByTimeAsync(100);

    expect(requestedUrls(api, '/api/check-code')).toHaveLength(1);
    expect(cart.discountCode.applied).toEqual({ code: 'WELCOME10', discountMinor: 400 });
  });
});
