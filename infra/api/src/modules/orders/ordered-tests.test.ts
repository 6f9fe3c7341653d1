import { StartPaymentAnswer } from '@labshop/shared-contracts/core/api/payments';
import { PlaceOrderAnswer } from '@labshop/shared-contracts/core/api/orders';
import { systemPrincipal, type Principal } from '../../platform/principal';
import { createTestAccount, signedIn } from '../../testing/account-factories';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { formOf, sandboxBuyer } from '../payments/testing/sandbox-buyer';
import { confirmedByTheCart } from './testing/cart-quote';
import { checkoutRequest } from './testing/checkout-factory';

/** What the results pages ask the orders service for: the tests of paid orders, and the people named on them. */
describe('the tests ordered on paid orders, as the orders service answers them', () => {
  let testApp: TestApp;
  let paid: PlaceOrderAnswer;
  let unpaid: PlaceOrderAnswer;
  let ownerId: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    const { app, db } = testApp;
    ownerId = (await createTestAccount(db)).id;
    const headers = await signedIn(app, ownerId);
    const place = async () =>
      expectShape(
        (
          await app.inject({
            method: 'POST',
            url: '/api/orders',
            headers,
            payload: await confirmedByTheCart(app, checkoutRequest(), headers),
          })
        ).json(),
        PlaceOrderAnswer,
      );
    paid = await place();
    unpaid = await place();
    const buyer = sandboxBuyer(testApp);
    const started = await buyer.startPayment(paid.order.id, headers);
    const page = await buyer.openPage(expectShape(started.body, StartPaymentAnswer).redirectUrl);
    // The page's form is answered as a browser's post: sent on to the status page.
    expect((await buyer.choose(formOf(page, 'Pay'))).statusCode).toBe(303);
  });
  afterAll(() => testApp.close());

  const callers: [string, 'its tests' | 'nothing', () => Principal][] = [
    ['the account that placed it', 'its tests', () => ({ kind: 'account', accountId: ownerId, role: 'patient' })],
    ['the same person acting as doctor', 'its tests', () => ({ kind: 'account', accountId: ownerId, role: 'doctor' })],
    ['the holder of its token', 'its tests', () => ({ kind: 'guest', orderId: paid.order.id })],
    ["the holder of the unpaid order's token", 'nothing', () => ({ kind: 'guest', orderId: unpaid.order.id })],
    [
      'another account',
      'nothing',
      () => ({ kind: 'account', accountId: '00000000-0000-4000-8000-000000000009', role: 'patient' }),
    ],
    [
      'an administrator',
      'nothing',
      () => ({ kind: 'account', accountId: '00000000-0000-4000-8000-000000000008', role: 'admin' }),
    ],
    ['a lab', 'nothing', () => ({ kind: 'lab', labId: '00000000-0000-4000-8000-000000000001' })],
    ['nobody', 'nothing', () => ({ kind: 'anonymous' })],
  ];

  it.each(callers)('%s gets %s', async (_caller, expected, principalOf) => {
    const principal = principalOf();
    const tests = await testApp.app.orders.paidOrderedTests(principal);
    const ofPaidOrder = tests.filter((test) => test.orderNumber === paid.order.number);
    expect(tests.some((test) => test.orderNumber === unpaid.order.number)).toBe(false);
    const paidItems = paid.order.lines.filter((line) => line.kind === 'item');
    if (expected === 'nothing') {
      expect(tests).toEqual([]);
      return;
    }
    expect(ofPaidOrder.map((test) => test.testId).sort()).toEqual(paidItems.map((line) => line.itemId).sort());

    const first = ofPaidOrder[0];
    if (!first) throw new Error('The paid order lists no test');
    expect(await testApp.app.orders.orderedPerson(principal, first.person.orderPatientId)).toEqual(first.person);
  });

  it('names nobody of an order the caller may not see', async () => {
    const owner: Principal = { kind: 'account', accountId: ownerId, role: 'patient' };
    const [test] = await testApp.app.orders.paidOrderedTests(owner);
    if (!test) throw new Error('The paid order lists no test');
    const stranger: Principal = { kind: 'guest', orderId: unpaid.order.id };
    expect(await testApp.app.orders.orderedPerson(stranger, test.person.orderPatientId)).toBeNull();
    expect(await testApp.app.orders.orderedPerson({ kind: 'anonymous' }, test.person.orderPatientId)).toBeNull();
  });

  it('lists, of the orders one account placed, only theirs', async () => {
    const shop = systemPrincipal('list the ordered tests of an account');
    const ofOwner = await testApp.app.orders.paidOrderedTestsOf(shop, ownerId);
    const paidItems = paid.order.lines.filter((line) => line.kind === 'item');
    expect(ofOwner.map((test) => test.orderNumber)).toEqual(paidItems.map(() => paid.order.number));
    expect(await testApp.app.orders.paidOrderedTestsOf(shop, '00000000-0000-4000-8000-000000000009')).toEqual([]);
    const lab: Principal = { kind: 'lab', labId: '00000000-0000-4000-8000-000000000001' };
    expect(await testApp.app.orders.paidOrderedTestsOf(lab, ownerId)).toEqual([]);
  });

  describe('an order found by the number a lab echoes', () => {
    const shop = systemPrincipal('match a lab report');
    const numberOf = (order: PlaceOrderAnswer) => Number(order.order.number.replace(/\D/gu, ''));
    const byNumber = (principal: Principal, number: number) =>
      testApp.db.transaction((tx) => testApp.app.orders.byNumber(tx, principal, number));

    it('is the paid order with every item ordered on it and the person each is for', async () => {
      const found = await byNumber(shop, numberOf(paid));
      if (found.found !== 'paid') throw new Error(`The paid order was found as ${found.found}`);
      expect(found.accountId).toBe(ownerId);
      const paidItems = paid.order.lines.filter((line) => line.kind === 'item');
      expect(found.items.map((item) => item.testId).sort()).toEqual(paidItems.map((line) => line.itemId).sort());
      expect(found.items.every((item) => item.person !== null)).toBe(true);
    });

    it('says an order is not paid without what was ordered on it', async () => {
      expect(await byNumber(shop, numberOf(unpaid))).toEqual({ found: 'not-paid' });
    });

    it('finds none for a number no order has, nor for a caller who may not see the order', async () => {
      expect(await byNumber(shop, 999_999_999)).toEqual({ found: 'none' });
      const lab: Principal = { kind: 'lab', labId: '00000000-0000-4000-8000-000000000001' };
      expect(await byNumber(lab, numberOf(paid))).toEqual({ found: 'none' });
    });
  });
});
