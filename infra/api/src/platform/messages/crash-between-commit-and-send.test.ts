import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Pool } from 'pg';
import { PlaceOrderAnswer, PriceChangedBody, type PlaceOrderRequest } from '@labshop/shared-contracts/core/api/orders';
import { checkoutRequest } from '../../modules/orders/testing/checkout-factory';
import { startApiProcess, type ApiProcess } from '../../testing/api-process';
import { expectShape } from '../../testing/expect-shape';
import { readOutbox } from '../../testing/outbox';
import {
  createDatabase,
  databaseUrl,
  dropDatabase,
  readTestEnvironment,
  uniqueDatabaseName,
} from '../../testing/test-database';

/** Starting a process (compiling, connecting, starting the queue) twice takes longer than a request. */
jest.setTimeout(120_000);

async function placeOrder(baseUrl: string, request: PlaceOrderRequest): Promise<PlaceOrderAnswer> {
  const post = (body: PlaceOrderRequest) =>
    fetch(new URL('/api/orders', baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  // Unconfirmed, the shop answers the breakdown to confirm (409) and places nothing: the buyer's cart view.
  const quote = expectShape(await (await post(request)).json(), PriceChangedBody).quote;
  const placed = await post({ ...request, expectedTotalMinor: quote.totalMinor });
  if (placed.status !== 201) throw new Error(`The order was not placed: ${placed.status} ${await placed.text()}`);
  return expectShape(await placed.json(), PlaceOrderAnswer);
}

describe('an API process killed between the commit and the send', () => {
  const { adminUrl, template } = readTestEnvironment();
  const name = uniqueDatabaseName(template.replace(/_template$/, ''));
  const url = databaseUrl(adminUrl, name);
  let outboxDir = '';
  let pool: Pool;
  const running: ApiProcess[] = [];

  beforeAll(async () => {
    await createDatabase(adminUrl, name, template);
    outboxDir = await mkdtemp(path.join(tmpdir(), 'labshop-crash-'));
    pool = new Pool({ connectionString: url, max: 1 });
  });
  afterAll(async () => {
    await Promise.all(running.map((api) => api.kill()));
    await pool.end();
    await dropDatabase(adminUrl, name);
    await rm(outboxDir, { recursive: true, force: true });
  });

  async function start(worker: boolean): Promise<ApiProcess> {
    const api = await startApiProcess({ databaseUrl: url, outboxDir, worker });
    running.push(api);
    return api;
  }

  async function confirmationOf(orderId: string) {
    const rows = await pool.query<{ id: string; delivered_at: Date | null }>(
      'select id, delivered_at from outbox_messages where key = $1',
      [`order-confirmation:${orderId}`],
    );
    return rows.rows;
  }

  it('sends the order confirmation, with the access link, once after the API starts again', async () => {
    const mailDir = path.join(outboxDir, 'mail');
    // The order commits, and the process dies before any worker has sent the confirmation.
    const first = await start(false);
    const { order } = await placeOrder(first.baseUrl, checkoutRequest({ email: 'crashed-before-sending@example.com' }));
    await first.kill();
    const [queued] = await confirmationOf(order.id);
    expect(queued).toMatchObject({ delivered_at: null });
    expect(await readOutbox(mailDir)).toEqual([]);

    const second = await start(true);

    expect(await second.nextDelivery()).toBe(queued?.id);
    await second.stop();
    expect(second.delivered).toEqual([queued?.id]);
    const mail = await readOutbox(mailDir);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ to: 'crashed-before-sending@example.com', subject: `Your order ${order.number}` });
    // The e-mailed link carries its own signed, expiring token (orders/order-links.test.ts opens it).
    expect(mail[0]?.text).toMatch(new RegExp(`/payment/status/${order.id}\\?token=[0-9a-z]+\\.[A-Za-z0-9_-]+`));
    expect(await confirmationOf(order.id)).toEqual([{ id: queued?.id, delivered_at: expect.any(Date) }]);
  });
});
