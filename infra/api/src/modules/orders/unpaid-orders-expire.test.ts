import { sql } from 'drizzle-orm';
import { ORDER_NOT_PAYABLE_MESSAGE, StartPaymentAnswer } from '@labshop/shared-contracts/core/api/payments';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { formOf, sandboxBuyer } from '../payments/testing/sandbox-buyer';

const DAY_MS = 24 * 60 * 60_000;

describe('unpaid orders expire', () => {
  let testApp: TestApp;
  let now = Date.now();
  beforeAll(async () => {
    testApp = await createTestApp({ clock: () => new Date(now) });
  });
  afterAll(() => testApp.close());

  const buyer = () => sandboxBuyer(testApp);

  it('expires an order paid online once it has waited a day, freeing its code and refunding money that comes later', async () => {
    expect(testApp.app.config.orderPaymentTtlMinutes).toBe(24 * 60);
    const online = await buyer().placeOrder({ discount_code: 'ONCE15' });
    const atCentre = await buyer().placeOrder({ paymentMethod: 'at_centre' });
    const payment = expectShape((await buyer().startPayment(online.order.id, online.headers)).body, StartPaymentAnswer);
    const latePay = formOf(await buyer().openPage(payment.redirectUrl), 'Pay');

    now += DAY_MS - 60_000;
    expect((await buyer().order(online.order.id, online.headers)).status).toBe('pending_payment');
    now += 2 * 60_000;

    expect(await buyer().order(online.order.id, online.headers)).toMatchObject({ status: 'expired', canPay: false });
    expect(await buyer().startPayment(online.order.id, online.headers)).toEqual({
      status: 409,
      body: { message: ORDER_NOT_PAYABLE_MESSAGE },
    });
    // Paid at the test centre: the visit may be days away, so it does not expire.
    expect((await buyer().order(atCentre.order.id, atCentre.headers)).status).toBe('awaiting_payment_at_visit');
    // Its single-use code is free for another order.
    expect((await buyer().placeOrder({ discount_code: 'ONCE15' })).order.discountCode).toBe('ONCE15');

    await buyer().choose(latePay);

    expect((await buyer().order(online.order.id, online.headers)).status).toBe('expired');
    const refunded = await testApp.db.execute<{ status: string }>(
      sql`select status from payments where id = ${payment.paymentId}`,
    );
    expect(refunded.rows[0]?.status).toBe('refunded');
  });

  it('expires on the schedule the orders nobody looked at', async () => {
    const forgotten = await buyer().placeOrder();
    now += DAY_MS + 60_000;

    expect(await testApp.app.orders.expireOverdue()).toBeGreaterThanOrEqual(1);

    const stored = await testApp.db.execute<{ status: string }>(
      sql`select status from orders where id = ${forgotten.order.id}`,
    );
    expect(stored.rows[0]?.status).toBe('expired');
    expect(await testApp.app.orders.expireOverdue()).toBe(0);
  });
});
