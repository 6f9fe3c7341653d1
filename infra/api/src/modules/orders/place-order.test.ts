import { eq, sql } from 'drizzle-orm';
import { ExaminationsDataAnswer } from '@labshop/shared-contracts/core/api/location-prices';
import {
  IDEMPOTENCY_KEY_REUSED,
  PlaceOrderAnswer,
  TEST_NOT_AVAILABLE_AT_CHECKOUT,
  type PlaceOrderRequest,
} from '@labshop/shared-contracts/core/api/orders';
import { cityId } from '../../db/seed/cities';
import { orderLines, orders } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { readOutbox } from '../../testing/outbox';
import { confirmedByTheCart } from './testing/cart-quote';
import {
  CHECKOUT_FACILITY,
  CHECKOUT_TESTS,
  SECOND_PATIENT,
  checkoutRequest,
  demoHomeVisit,
} from './testing/checkout-factory';

describe('placing an order (POST /api/orders)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  async function place(payload: object) {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/orders', payload });
    return { status: response.statusCode, body: response.json() };
  }

  /** The checkout as the browser sends it, with the total its cart showed the buyer. */
  const confirm = (request: PlaceOrderRequest) => confirmedByTheCart(testApp.app, request);

  async function shopPrices(ids: string[], location: { facility_id: string } | { city_uuid: string }) {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/updated/examinations-data',
      payload: { examinaitons: ids, ...location },
    });
    return expectShape(response.json(), ExaminationsDataAnswer);
  }

  async function nursingFee() {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/services/nursing-services' });
    return response.json<{ nursing_service: { price: number }; mobile_nursing_service: { price: number } }>();
  }

  it('places a guest order priced by the shop, with a nursing fee for blood tests at a point, and e-mails the buyer', async () => {
    const request = await confirm(checkoutRequest());
    const { status, body } = await place(request);

    expect(status).toBe(201);
    const { order, accessToken } = expectShape(body, PlaceOrderAnswer);
    const prices = await shopPrices([CHECKOUT_TESTS.vitaminD, CHECKOUT_TESTS.ferritin], {
      facility_id: CHECKOUT_FACILITY,
    });
    const fee = (await nursingFee()).nursing_service.price;
    const testsTotal =
      (prices[CHECKOUT_TESTS.vitaminD]?.price ?? NaN) + (prices[CHECKOUT_TESTS.ferritin]?.price ?? NaN);
    expect(order).toMatchObject({
      status: 'pending_payment',
      paymentMethod: 'online',
      email: 'anna.kowalska@example.com',
      subtotalMinor: testsTotal + fee,
      totalMinor: testsTotal + fee,
      location: { kind: 'collection-point', facilityId: CHECKOUT_FACILITY },
      patients: [{ id: 'p1', firstName: 'Anna', lastName: 'Kowalska' }],
      canPay: true,
    });
    expect(order.number).toMatch(/^LS-\d{6}$/);
    expect(order.lines.map((line) => [line.kind, line.patientId])).toEqual([
      ['item', 'p1'],
      ['item', 'p1'],
      ['nursing-fee', null],
    ]);
    expect(order.lines.reduce((sum, line) => sum + line.amountMinor, 0)).toBe(order.totalMinor);
    expect(accessToken.length).toBeGreaterThanOrEqual(32);

    const mail = (await readOutbox(testApp.outbox.mail)).filter((message) => message.to === request.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe(`Your order ${order.number}`);
    expect(mail[0]?.text).toContain(order.number);
    // The e-mail's link carries its own signed token, which opens the order in any browser.
    expect(mail[0]?.text).toMatch(new RegExp(`/payment/status/${order.id}\\?token=[0-9a-z]+\\.[\\w-]+`));
  });

  it('ignores every price the browser sends and charges its own', async () => {
    const honest = expectShape((await place(await confirm(checkoutRequest()))).body, PlaceOrderAnswer).order;
    const tampered = {
      ...(await confirm(checkoutRequest())),
      items: [
        { id: CHECKOUT_TESTS.vitaminD, patients: ['p1'], price: 1, name: 'Cheap' },
        { id: CHECKOUT_TESTS.ferritin, patients: ['p1'], price: 0 },
      ],
      totalMinor: 1,
      subtotalMinor: 1,
      nursingServices: { nursing_service: { price: 0 }, mobile_nursing_service: { price: 0 } },
      discountCodeMinor: 100_000,
    };

    const { status, body } = await place(tampered);

    expect(status).toBe(201);
    const { order } = expectShape(body, PlaceOrderAnswer);
    expect(order.totalMinor).toBe(honest.totalMinor);
    expect(order.lines.map((line) => [line.label, line.amountMinor])).toEqual(
      honest.lines.map((line) => [line.label, line.amountMinor]),
    );
    const [stored] = await testApp.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored?.totalMinor).toBe(honest.totalMinor);
  });

  it('answers the same order again for the same idempotency key, and refuses the key with another checkout', async () => {
    const request = await confirm(checkoutRequest({ email: 'retry@example.com' }));
    const first = await place(request);
    const again = await place(request);

    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const count = await testApp.db.execute<{ n: number }>(
      sql`select count(*)::int as n from orders where idempotency_key = ${request.idempotencyKey}`,
    );
    expect(count.rows[0]?.n).toBe(1);
    expect((await readOutbox(testApp.outbox.mail)).filter((mail) => mail.to === 'retry@example.com')).toHaveLength(1);

    const changed = await place({ ...request, email: 'someone-else@example.com' });
    expect(changed).toEqual({
      status: 422,
      body: { message: IDEMPOTENCY_KEY_REUSED, errors: { idempotencyKey: [IDEMPOTENCY_KEY_REUSED] } },
    });
  });

  it('leaves an order paid at the centre awaiting payment at the visit', async () => {
    const { status, body } = await place(await confirm(checkoutRequest({ paymentMethod: 'at_centre' })));

    expect(status).toBe(201);
    expect(expectShape(body, PlaceOrderAnswer).order).toMatchObject({
      status: 'awaiting_payment_at_visit',
      canPay: false,
    });
  });

  it('charges each test once per patient and the home visit once, for two people at home', async () => {
    const city = cityId('warszawa');
    const request = checkoutRequest({
      location: {
        kind: 'home-service',
        city_uuid: city,
        address: { street: 'Marszałkowska', houseNumber: '10', homeNumber: '5', postCode: '00-001', city: 'Warszawa' },
        visit: demoHomeVisit(),
      },
      items: [{ id: CHECKOUT_TESTS.vitaminD, patients: ['p1', 'p2'] }],
      patients: [...checkoutRequest().patients, SECOND_PATIENT],
    });

    const { status, body } = await place(await confirm(request));

    expect(status).toBe(201);
    const { order } = expectShape(body, PlaceOrderAnswer);
    const price = (await shopPrices([CHECKOUT_TESTS.vitaminD], { city_uuid: city }))[CHECKOUT_TESTS.vitaminD]?.price;
    const fee = (await nursingFee()).mobile_nursing_service.price;
    expect(order.lines.map((line) => [line.kind, line.patientId, line.amountMinor])).toEqual([
      ['item', 'p1', price],
      ['item', 'p2', price],
      ['mobile-nursing-fee', null, fee],
    ]);
    expect(order.totalMinor).toBe(2 * (price ?? NaN) + fee);
    expect(order.address).toEqual({
      street: 'Marszałkowska',
      houseNumber: '10',
      homeNumber: '5',
      postCode: '00-001',
      city: 'Warszawa',
    });
    expect(order.location).toMatchObject({ kind: 'home-service', cityName: 'Warszawa' });
  });

  it('refuses items the collection point does not offer, naming them', async () => {
    const unavailable = await testApp.db.execute<{ test_id: string; name: string }>(sql`
      select u.test_id, t.name from unavailable_tests u join tests t on t.id = u.test_id
      where u.facility_id = ${CHECKOUT_FACILITY} limit 1
    `);
    const missing = unavailable.rows[0];
    if (!missing) throw new Error('The demo point offers every test; pick another point for this test');

    const { status, body } = await place(
      checkoutRequest({
        items: [
          { id: CHECKOUT_TESTS.vitaminD, patients: ['p1'] },
          { id: missing.test_id, patients: ['p1'] },
        ],
      }),
    );

    expect(status).toBe(422);
    expect(body).toEqual({
      message: TEST_NOT_AVAILABLE_AT_CHECKOUT,
      errors: { 'items.1': [TEST_NOT_AVAILABLE_AT_CHECKOUT], items: [TEST_NOT_AVAILABLE_AT_CHECKOUT, missing.name] },
    });
  });

  it('answers 422 with a message on each field that breaks a rule of spec §5, and writes nothing', async () => {
    const before = await testApp.db.execute<{ n: number }>(sql`select count(*)::int as n from order_lines`);
    const request: PlaceOrderRequest = checkoutRequest({
      location: {
        kind: 'home-service',
        city_uuid: cityId('krakow'),
        address: { street: ' ', houseNumber: '3', homeNumber: null, postCode: '', city: 'Kraków' },
        visit: demoHomeVisit(),
      },
      email: 'not-an-address',
      consents: { terms: false, dataProcessing: true },
      patients: [
        {
          id: 'p1',
          firstName: 'A',
          lastName: 'Kowalska',
          pesel: '12345678901',
          birthDate: null,
          sex: 'f',
          phone: '12',
        },
        { ...SECOND_PATIENT, birthDate: null },
      ],
      items: [{ id: CHECKOUT_TESTS.vitaminD, patients: ['p1', 'p3'] }],
    });

    const { status, body } = await place(request);

    expect(status).toBe(422);
    expect(body).toEqual({
      message: 'The given data was invalid.',
      errors: {
        email: ['Enter a valid email address.'],
        'consents.terms': ['Acceptance of the terms is required.'],
        'location.address.street': ['Enter the street.'],
        'location.address.postCode': ['Enter the post code.'],
        'patients.0.firstName': ['The first name must have at least 2 characters.'],
        'patients.0.pesel': ['Enter a valid PESEL number.'],
        'patients.0.phone': ['The phone number must have 9 digits.'],
        'patients.1.pesel': ['Enter the PESEL number or the date of birth.'],
        'items.0.patients': ['This person is not among the patients of the order.'],
      },
    });
    const after = await testApp.db.execute<{ n: number }>(sql`select count(*)::int as n from order_lines`);
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
  });

  it('answers 422 for an empty cart, a missing location and an unknown point', async () => {
    expect((await place(checkoutRequest({ items: [] }))).body).toMatchObject({
      errors: { items: ['The cart is empty.'] },
    });
    expect((await place({ ...checkoutRequest(), location: undefined })).body).toMatchObject({
      errors: { location: ['is required'] },
    });
    expect((await place(checkoutRequest({ idempotencyKey: 'short' }))).body).toMatchObject({
      errors: { idempotencyKey: ['must be 16 to 100 letters, digits, - or _ (a UUID)'] },
    });
    const unknownPoint = await place(
      checkoutRequest({
        location: { kind: 'collection-point', facility_id: '00000000-0000-4000-8000-000000000000' },
      }),
    );
    expect(unknownPoint).toEqual({
      status: 422,
      body: {
        message: 'The given data was invalid.',
        errors: { 'location.facility_id': ['no collection point has this id'] },
      },
    });
  });

  it('stores every line of the order with it', async () => {
    const { order } = expectShape((await place(await confirm(checkoutRequest()))).body, PlaceOrderAnswer);
    const lines = await testApp.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));

    expect(lines).toHaveLength(order.lines.length);
    expect(lines.reduce((sum, line) => sum + line.amountMinor, 0)).toBe(order.totalMinor);
  });
});
