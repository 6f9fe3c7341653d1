import { ORDERS_PAGE_SIZE, OrderList } from '@labshop/shared-contracts/core/api/orders';
import { createTestAccount, signedIn } from '../../testing/account-factories';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { accountBuyer } from './testing/account-buyer';
import { checkoutRequest, SECOND_PATIENT } from './testing/checkout-factory';

describe("an account's list of orders", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  async function list(auth: Record<string, string>, query = '') {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/orders${query}`, headers: auth });
    return { status: response.statusCode, body: response.json() };
  }

  it('names the people of each order, says what may be done with it, and filters by status and person', async () => {
    const account = await createTestAccount(testApp.db);
    const auth = await signedIn(testApp.app, account.id);
    const buyer = accountBuyer(testApp, auth);
    const forAnna = await buyer.place();
    const forBoth = await buyer.place({
      patients: [...checkoutRequest().patients, SECOND_PATIENT],
      items: [{ id: checkoutRequest().items[0]!.id, patients: ['p1', 'p2'] }],
    });
    const paid = await buyer.place();
    await buyer.pay(paid.id);
    const cancelled = await buyer.place();
    expect((await buyer.cancel(cancelled.id)).statusCode).toBe(200);

    const all = expectShape((await list(auth)).body, OrderList);
    expect(all.orders.map((order) => order.id)).toEqual([cancelled.id, paid.id, forBoth.id, forAnna.id]);
    expect(all).toMatchObject({ page: 1, pageSize: ORDERS_PAGE_SIZE, total: 4 });
    expect(all.patientNames).toEqual(['Anna Kowalska', 'Jan Kowalski']);
    expect(all.orders.find((order) => order.id === forBoth.id)).toMatchObject({
      patients: ['Anna Kowalska', 'Jan Kowalski'],
      status: 'pending_payment',
      canPay: true,
      canCancel: true,
    });
    expect(all.orders.find((order) => order.id === paid.id)).toMatchObject({
      status: 'paid',
      canPay: false,
      canCancel: false,
    });

    const onlyPaid = expectShape((await list(auth, '?status=paid')).body, OrderList);
    expect(onlyPaid.orders.map((order) => order.id)).toEqual([paid.id]);
    expect(onlyPaid.total).toBe(1);
    expect(onlyPaid.patientNames).toEqual(['Anna Kowalska', 'Jan Kowalski']);

    const jan = expectShape((await list(auth, `?patient=${encodeURIComponent('Jan Kowalski')}`)).body, OrderList);
    expect(jan.orders.map((order) => order.id)).toEqual([forBoth.id]);

    const janCancelled = expectShape(
      (await list(auth, `?status=cancelled&patient=${encodeURIComponent('Jan Kowalski')}`)).body,
      OrderList,
    );
    expect(janCancelled).toMatchObject({ orders: [], total: 0 });
  });

  it('answers a page at a time, the newest first', async () => {
    const account = await createTestAccount(testApp.db);
    const auth = await signedIn(testApp.app, account.id);
    const buyer = accountBuyer(testApp, auth);
    const placed = [];
    for (let index = 0; index < ORDERS_PAGE_SIZE + 2; index += 1) placed.push((await buyer.place()).id);
    const newestFirst = [...placed].reverse();

    const first = expectShape((await list(auth, '?page=1')).body, OrderList);
    const second = expectShape((await list(auth, '?page=2')).body, OrderList);
    const beyond = expectShape((await list(auth, '?page=9')).body, OrderList);
    expect(first.orders.map((order) => order.id)).toEqual(newestFirst.slice(0, ORDERS_PAGE_SIZE));
    expect(second.orders.map((order) => order.id)).toEqual(newestFirst.slice(ORDERS_PAGE_SIZE));
    expect(second).toMatchObject({ page: 2, total: ORDERS_PAGE_SIZE + 2 });
    expect(beyond.orders).toEqual([]);
  });

  it("never lists another account's orders, nor lets a filter name another account's people", async () => {
    const owner = await createTestAccount(testApp.db);
    const ownerAuth = await signedIn(testApp.app, owner.id);
    await accountBuyer(testApp, ownerAuth).place({
      patients: [{ ...SECOND_PATIENT, id: 'p1', firstName: 'Łukasz', lastName: 'Żółć' }],
    });
    const stranger = await createTestAccount(testApp.db);
    const strangerAuth = await signedIn(testApp.app, stranger.id);

    const seen = expectShape((await list(strangerAuth)).body, OrderList);
    expect(seen).toMatchObject({ orders: [], total: 0, patientNames: [] });
    const byName = expectShape(
      (await list(strangerAuth, `?patient=${encodeURIComponent('Łukasz Żółć')}`)).body,
      OrderList,
    );
    expect(byName.orders).toEqual([]);
  });

  it.each([['?page=0'], ['?page=two'], ['?page=1.5'], ['?status=shipped'], [`?patient=${'a'.repeat(600)}`]])(
    'refuses a bad query value with 422 (%#)',
    async (query) => {
      const account = await createTestAccount(testApp.db);
      const { status, body } = await list(await signedIn(testApp.app, account.id), query);
      expect(status).toBe(422);
      expect(body).toEqual(expect.objectContaining({ message: expect.any(String), errors: expect.any(Object) }));
    },
  );
});
