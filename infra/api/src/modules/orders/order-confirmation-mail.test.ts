import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { PlaceOrderAnswer } from '@labshop/shared-contracts/core/api/orders';
import { outboxMessages } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { readOutbox } from '../../testing/outbox';
import { confirmedByTheCart } from './testing/cart-quote';
import { checkoutRequest } from './testing/checkout-factory';

describe("the order confirmation with the guest's access link", () => {
  let testApp: TestApp;
  const logged: string[] = [];

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logged.push(chunk.toString('utf8'));
        done();
      },
    });
    testApp = await createTestApp({ logger: { level: 'trace', stream } });
  });
  afterAll(() => testApp.close());

  it('is queued with the order and leaves once; neither the queue nor the log keeps the link', async () => {
    const request = await confirmedByTheCart(testApp.app, checkoutRequest({ email: 'guest-link@example.com' }));

    const placed = await testApp.app.inject({ method: 'POST', url: '/api/orders', payload: request });
    const again = await testApp.app.inject({ method: 'POST', url: '/api/orders', payload: request });

    expect([placed.statusCode, again.statusCode]).toEqual([201, 200]);
    const { order, accessToken } = expectShape(placed.json(), PlaceOrderAnswer);
    const queued = await testApp.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.key, `order-confirmation:${order.id}`));
    expect(queued).toHaveLength(1);
    const jobs = await testApp.db.execute<{ data: unknown }>(
      sql`select data from pgboss.job where name = 'deliver-mail' and id = ${queued[0]?.id ?? null}`,
    );
    expect(jobs.rows).toEqual([{ data: { messageId: queued[0]?.id } }]);

    const mail = (await readOutbox(testApp.outbox.mail)).filter((message) => message.to === 'guest-link@example.com');

    expect(mail).toHaveLength(1);
    expect(mail[0]?.text).toMatch(new RegExp(`/payment/status/${order.id}\\?token=[0-9a-z]+\\.[A-Za-z0-9_-]+`));
    const [delivered] = await testApp.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.id, queued[0]?.id ?? ''));
    expect(delivered).toMatchObject({ kind: 'order-confirmation', body: null, deliveredAt: expect.any(Date) });
    expect(logged.join('\n')).toContain('Message delivered');
    expect(logged.join('\n')).not.toContain(accessToken);
  });
});
