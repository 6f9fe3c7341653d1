import { eq } from 'drizzle-orm';
import { PlaceOrderAnswer } from '@labshop/shared-contracts/core/api/orders';
import { payments } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { checkoutRequest } from '../orders/testing/checkout-factory';
import { confirmedByTheCart } from '../orders/testing/cart-quote';
import type { PaymentProvider } from './payment-provider';
import { ANONYMOUS } from '../../platform/principal';
import { createPaymentsService, PaymentStartError } from './service';

describe('a payment the provider cannot start', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('raises PaymentStartError, records the attempt as failed and leaves the order payable', async () => {
    const placed = expectShape(
      (
        await testApp.app.inject({
          method: 'POST',
          url: '/api/orders',
          payload: await confirmedByTheCart(testApp.app, checkoutRequest()),
        })
      ).json(),
      PlaceOrderAnswer,
    );
    const unreachable: PaymentProvider = {
      name: 'stripe',
      start: () => Promise.reject(new Error('connect ECONNREFUSED')),
      verifyNotification: () => null,
      refund: () => Promise.reject(new Error('connect ECONNREFUSED')),
    };
    const service = createPaymentsService({
      db: testApp.db,
      clock: () => new Date(),
      config: testApp.app.config,
      provider: unreachable,
      outbox: testApp.app.outbox,
      log: testApp.app.log,
      orders: testApp.app.orders,
    });
    const guest = await testApp.app.orders.callerFor(ANONYMOUS, placed.order.id, placed.accessToken);
    const order = await testApp.app.orders.find(guest, placed.order.id);

    await expect(service.start(guest, order.id)).rejects.toBeInstanceOf(PaymentStartError);

    const attempts = await testApp.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(attempts.map((attempt) => attempt.status)).toEqual(['failed']);
    expect((await testApp.app.orders.details(guest, order.id)).canPay).toBe(true);
  });
});
