import { PaymentHistory } from '@labshop/shared-contracts/core/api/payments';
import { createTestAccount, signedIn } from '../../testing/account-factories';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { accountBuyer } from '../orders/testing/account-buyer';

describe("an order's payment history", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  const history = (orderId: string, headers: Record<string, string>) =>
    testApp.app.inject({ method: 'GET', url: `/api/orders/${orderId}/payments`, headers });

  it('lists every attempt to pay the order for its buyer, and is 404 to anyone else', async () => {
    const owner = await createTestAccount(testApp.db);
    const auth = await signedIn(testApp.app, owner.id);
    const buyer = accountBuyer(testApp, auth);
    const order = await buyer.place();

    expect(expectShape((await history(order.id, auth)).json(), PaymentHistory).payments).toEqual([]);
    await buyer.pay(order.id);
    const paid = expectShape((await history(order.id, auth)).json(), PaymentHistory).payments;
    expect(paid).toEqual([
      expect.objectContaining({ status: 'paid', amountMinor: order.totalMinor, currency: order.currency }),
    ]);

    const stranger = await createTestAccount(testApp.db);
    const refused = await history(order.id, await signedIn(testApp.app, stranger.id));
    expect(refused.statusCode).toBe(404);
    expect((await history(order.id, {})).statusCode).toBe(404);
  });
});
