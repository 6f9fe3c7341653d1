import { CheckCodeAnswer, DISCOUNT_CODE_FAILURES } from '@labshop/shared-contracts/core/api/check-code';
import { ExaminationsDataAnswer } from '@labshop/shared-contracts/core/api/location-prices';
import { PlaceOrderAnswer } from '@labshop/shared-contracts/core/api/orders';
import { testId } from '../../db/seed/catalogue';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { CHECKOUT_FACILITY, CHECKOUT_TESTS, checkoutRequest } from '../orders/testing/checkout-factory';
import { confirmedByTheCart } from '../orders/testing/cart-quote';

describe('discount codes (POST /api/check-code)', () => {
  let testApp: TestApp;
  let prices: ExaminationsDataAnswer;
  beforeAll(async () => {
    testApp = await createTestApp();
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/updated/examinations-data',
      payload: { examinaitons: Object.values(CHECKOUT_TESTS), facility_id: CHECKOUT_FACILITY },
    });
    prices = expectShape(response.json(), ExaminationsDataAnswer);
  });
  afterAll(() => testApp.close());

  const priceOf = (id: string) => prices[id]?.price ?? NaN;

  async function check(code: string, examinations: string[], nursingService: object | null = null) {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/check-code',
      payload: { discount_code: code, examinations, nursingService, facility_id: CHECKOUT_FACILITY },
    });
    return { status: response.statusCode, body: response.json() };
  }

  it('takes a percentage of the tests, counting a test once for each patient listed', async () => {
    const { status, body } = await check('welcome10', [CHECKOUT_TESTS.vitaminD, CHECKOUT_TESTS.vitaminD]);

    expect(status).toBe(200);
    expect(expectShape(body, CheckCodeAnswer)).toEqual({
      discount: Math.round((2 * priceOf(CHECKOUT_TESTS.vitaminD) * 10) / 100),
      discount_code: 'WELCOME10',
      kind: 'percentage',
      value: 10,
    });
  });

  it('takes a fixed amount, and accepts the spec spelling examinaitons', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/check-code',
      payload: { discount_code: 'FIVER', examinaitons: [CHECKOUT_TESTS.ferritin], nursingService: null },
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ discount: 500, kind: 'fixed' });
  });

  it('counts the nursing fee towards the minimum order amount', async () => {
    const tests = [CHECKOUT_TESTS.vitaminD];
    const shortBy = 10_000 - priceOf(CHECKOUT_TESTS.vitaminD);
    expect(shortBy).toBeGreaterThan(0);

    expect((await check('SAVE20', tests)).body.message).toBe(DISCOUNT_CODE_FAILURES.minimumOrderNotMet);
    expect(await check('SAVE20', tests, { price: shortBy, quantity: 1 })).toMatchObject({
      status: 200,
      body: { discount: 2000 },
    });
  });

  it.each([
    ['nonexistent', 'NO-SUCH-CODE', [CHECKOUT_TESTS.vitaminD]],
    ['inactive', 'SPRING2024', [CHECKOUT_TESTS.vitaminD]],
    ['alreadyUsed', 'USEDONCE', [CHECKOUT_TESTS.vitaminD]],
    ['minimumOrderNotMet', 'BIGORDER50', [CHECKOUT_TESTS.vitaminD, CHECKOUT_TESTS.ferritin]],
    ['notApplicable', 'VITD25', [CHECKOUT_TESTS.ferritin, CHECKOUT_TESTS.vitaminB12]],
  ] as const)('answers 422 with its own message when the code is %s', async (reason, code, tests) => {
    const message = DISCOUNT_CODE_FAILURES[reason];
    expect(await check(code, [...tests])).toEqual({
      status: 422,
      body: { message, errors: { discount_code: [message] } },
    });
  });

  it('gives each failure reason a different message', () => {
    const messages = Object.values(DISCOUNT_CODE_FAILURES);
    expect(new Set(messages).size).toBe(messages.length);
  });

  it('applies a code limited to some tests to those tests only', async () => {
    const { body } = await check('VITD25', [CHECKOUT_TESTS.vitaminD, CHECKOUT_TESTS.ferritin]);
    expect(body).toMatchObject({ discount: Math.round(priceOf(testId('vitamin-d-25-oh')) * 0.25) });
  });

  it('answers 422 on the field for a missing code or a malformed list', async () => {
    expect((await check('  ', [CHECKOUT_TESTS.vitaminD])).body).toEqual({
      message: 'The given data was invalid.',
      errors: { discount_code: ['The discount code is required.'] },
    });
    expect((await check('WELCOME10', ['42'])).body).toMatchObject({ errors: { 'examinations.0': ['must be an id'] } });
  });

  it('lowers the order total by the same amount check-code answered', async () => {
    const request = await confirmedByTheCart(testApp.app, checkoutRequest({ discount_code: 'WELCOME10' }));
    const checked = await check('WELCOME10', [CHECKOUT_TESTS.vitaminD, CHECKOUT_TESTS.ferritin]);
    const withoutCode = expectShape(
      (
        await testApp.app.inject({
          method: 'POST',
          url: '/api/orders',
          payload: await confirmedByTheCart(testApp.app, checkoutRequest()),
        })
      ).json(),
      PlaceOrderAnswer,
    ).order;

    const response = await testApp.app.inject({ method: 'POST', url: '/api/orders', payload: request });

    expect(response.statusCode).toBe(201);
    const { order } = expectShape(response.json(), PlaceOrderAnswer);
    expect(order.discountCode).toBe('WELCOME10');
    expect(order.lines.at(-1)).toMatchObject({ kind: 'discount-code', amountMinor: -checked.body.discount });
    expect(order.totalMinor).toBe(withoutCode.totalMinor - checked.body.discount);
  });

  it('refuses an order with a code that does not apply, with the same message', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: checkoutRequest({ discount_code: 'SPRING2024' }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(DISCOUNT_CODE_FAILURES.inactive);
  });
});
