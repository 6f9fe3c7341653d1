import { sql } from 'drizzle-orm';
import { DISCOUNT_CODE_FAILURES } from '@labshop/shared-contracts/core/api/check-code';
import { PlaceOrderAnswer } from '@labshop/shared-contracts/core/api/orders';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { readOutbox } from '../../testing/outbox';
import { confirmedByTheCart } from './testing/cart-quote';
import { checkoutRequest } from './testing/checkout-factory';

describe('orders under concurrent submits', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  function place(payload: object) {
    return testApp.app.inject({ method: 'POST', url: '/api/orders', payload });
  }

  it('makes one order of 50 concurrent submits of the same checkout', async () => {
    const request = await confirmedByTheCart(testApp.app, checkoutRequest({ email: 'fifty-clicks@example.com' }));

    const responses = await Promise.all(Array.from({ length: 50 }, () => place(request)));

    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 200)).toHaveLength(49);
    const orderIds = new Set(responses.map((response) => expectShape(response.json(), PlaceOrderAnswer).order.id));
    expect(orderIds.size).toBe(1);
    const stored = await testApp.db.execute<{ n: number }>(
      sql`select count(*)::int as n from orders where idempotency_key = ${request.idempotencyKey}`,
    );
    expect(stored.rows[0]?.n).toBe(1);
    expect((await readOutbox(testApp.outbox.mail)).filter((mail) => mail.to === request.email)).toHaveLength(1);
  });

  it('lets only one of two concurrent orders spend a single-use code', async () => {
    // Both buyers saw the code's discount in their carts before either ordered.
    const [one, other] = await Promise.all([
      confirmedByTheCart(testApp.app, checkoutRequest({ discount_code: 'ONCE15' })),
      confirmedByTheCart(testApp.app, checkoutRequest({ discount_code: 'once15 ' })),
    ]);
    const [first, second] = await Promise.all([place(one), place(other)]);

    const statuses = [first?.statusCode, second?.statusCode].sort();
    expect(statuses).toEqual([201, 422]);
    const refused = [first, second].find((response) => response?.statusCode === 422);
    expect(refused?.json()).toEqual({
      message: DISCOUNT_CODE_FAILURES.alreadyUsed,
      errors: { discount_code: [DISCOUNT_CODE_FAILURES.alreadyUsed] },
    });
    const used = await testApp.db.execute<{ n: number }>(
      sql`select count(*)::int as n from orders where discount_code = 'ONCE15'`,
    );
    expect(used.rows[0]?.n).toBe(1);

    const later = await place(checkoutRequest({ discount_code: 'ONCE15' }));
    expect(later.statusCode).toBe(422);
    expect(later.json().message).toBe(DISCOUNT_CODE_FAILURES.alreadyUsed);
  });
});
