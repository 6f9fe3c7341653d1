import { sql } from 'drizzle-orm';
import { ORDER_NOT_PAYABLE_MESSAGE, StartPaymentAnswer } from '@labshop/shared-contracts/core/api/payments';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { readOutbox } from '../../testing/outbox';
import type { PaymentProvider, RefundRequest } from './payment-provider';
import { createPaymentsService } from './service';
import { formOf, sandboxBuyer } from './testing/sandbox-buyer';

interface StoredAttempt {
  status: string;
  refunded: boolean;
}

describe('an order is paid at most once', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  const buyer = () => sandboxBuyer(testApp);

  async function attemptsOf(orderId: string): Promise<StoredAttempt[]> {
    const rows = await testApp.db.execute<StoredAttempt & Record<string, unknown>>(
      sql`select status, refunded_at is not null as refunded from payments where order_id = ${orderId} order by created_at, id`,
    );
    return rows.rows;
  }

  it('answers the attempt already open instead of starting another, even for 20 starts at once', async () => {
    const { order, headers } = await buyer().placeOrder();
    const first = await buyer().startPayment(order.id, headers);
    const again = await Promise.all(Array.from({ length: 20 }, () => buyer().startPayment(order.id, headers)));

    expect(first.status).toBe(201);
    const opened = expectShape(first.body, StartPaymentAnswer);
    expect(again.map((answer) => answer.status)).toEqual(Array.from({ length: 20 }, () => 200));
    expect(new Set(again.map((answer) => expectShape(answer.body, StartPaymentAnswer).paymentId))).toEqual(
      new Set([opened.paymentId]),
    );
    expect(await attemptsOf(order.id)).toEqual([{ status: 'started', refunded: false }]);
  });

  it('opens a single attempt when the first starts arrive together', async () => {
    const { order, headers } = await buyer().placeOrder();

    const starts = await Promise.all(Array.from({ length: 20 }, () => buyer().startPayment(order.id, headers)));

    // One opened it; the others continued it, or were told it is being opened, never given a second one.
    expect(starts.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(starts.every((answer) => [200, 201, 409].includes(answer.status))).toBe(true);
    expect(await attemptsOf(order.id)).toHaveLength(1);
  });

  it('refunds the money of an older attempt that succeeds after a retry paid the order, and records it', async () => {
    const { order, headers, email } = await buyer().placeOrder();
    const first = expectShape((await buyer().startPayment(order.id, headers)).body, StartPaymentAnswer);
    const firstPage = await buyer().openPage(first.redirectUrl);
    const lateSuccess = formOf(firstPage, 'Pay');
    await buyer().choose(formOf(firstPage, 'Fail'));
    const retry = expectShape((await buyer().startPayment(order.id, headers)).body, StartPaymentAnswer);
    await buyer().choose(formOf(await buyer().openPage(retry.redirectUrl), 'Pay'));

    // The bank took the first attempt's money after all.
    await buyer().choose(lateSuccess);

    expect((await buyer().order(order.id, headers)).status).toBe('paid');
    const [older, paid] = await attemptsOf(order.id);
    expect(older).toEqual({ status: 'refunded', refunded: true });
    expect(paid).toEqual({ status: 'paid', refunded: false });
    const received = (await readOutbox(testApp.outbox.mail)).filter(
      (mail) => mail.to === email && mail.subject?.startsWith('Payment received'),
    );
    expect(received).toHaveLength(1);
    expect(await buyer().startPayment(order.id, headers)).toEqual({
      status: 409,
      body: { message: ORDER_NOT_PAYABLE_MESSAGE },
    });
  });

  it('refunds money that arrives for a cancelled order, which stays cancelled', async () => {
    const { order, headers } = await buyer().placeOrder();
    const payment = expectShape((await buyer().startPayment(order.id, headers)).body, StartPaymentAnswer);
    const pay = formOf(await buyer().openPage(payment.redirectUrl), 'Pay');
    await testApp.app.inject({ method: 'POST', url: `/api/orders/${order.id}/cancel`, headers });

    await buyer().choose(pay);

    expect((await buyer().order(order.id, headers)).status).toBe('cancelled');
    expect((await attemptsOf(order.id)).map((attempt) => attempt.status)).toEqual(['refunded']);
  });

  it('keeps a refund the provider cannot take now due, and makes it on the next run, once', async () => {
    const { order, headers } = await buyer().placeOrder();
    const payment = expectShape((await buyer().startPayment(order.id, headers)).body, StartPaymentAnswer);
    await testApp.db.execute(sql`update payments set status = 'refund_pending' where id = ${payment.paymentId}`);
    const asked: RefundRequest[] = [];
    let reachable = false;
    const provider: PaymentProvider = {
      ...testApp.app.payments.provider,
      refund: async (refund) => {
        if (!reachable) throw new Error('connect ECONNREFUSED');
        asked.push(refund);
      },
    };
    const service = createPaymentsService({
      db: testApp.db,
      clock: () => new Date(),
      config: testApp.app.config,
      provider,
      outbox: testApp.app.outbox,
      log: testApp.app.log,
      orders: testApp.app.orders,
    });

    expect(await service.settleRefunds()).toBe(0);
    expect((await attemptsOf(order.id)).map((attempt) => attempt.status)).toEqual(['refund_pending']);
    reachable = true;
    expect(await service.settleRefunds()).toBe(1);
    expect(await service.settleRefunds()).toBe(0);

    expect(asked).toEqual([expect.objectContaining({ paymentId: payment.paymentId, amountMinor: order.totalMinor })]);
    expect((await attemptsOf(order.id)).map((attempt) => attempt.status)).toEqual(['refunded']);
  });
});
