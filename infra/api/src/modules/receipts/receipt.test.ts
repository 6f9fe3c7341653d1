import { ORDER_RECEIPT_NOT_PAID, ORDER_TOKEN_HEADER } from '@labshop/shared-contracts/core/api/orders';
import { createTestAccount, signedIn } from '../../testing/account-factories';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { pdfTextOf } from '../../testing/pdf-text-of';
import { accountBuyer } from '../orders/testing/account-buyer';
import { checkoutRequest, SECOND_PATIENT } from '../orders/testing/checkout-factory';
import { sandboxBuyer } from '../payments/testing/sandbox-buyer';

describe('the receipt of an order', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  const receipt = (orderId: string, headers: Record<string, string>) =>
    testApp.app.inject({ method: 'GET', url: `/api/orders/${orderId}/receipt`, headers });

  it('gives the buyer of a paid order a numbered PDF with the seller, the buyer, every line and the totals', async () => {
    const owner = await createTestAccount(testApp.db);
    const auth = await signedIn(testApp.app, owner.id);
    const buyer = accountBuyer(testApp, auth);
    const order = await buyer.place({
      patients: [
        { ...SECOND_PATIENT, id: 'p1', firstName: 'Łukasz', lastName: 'Żółć' },
        { ...checkoutRequest().patients[0]!, id: 'p2' },
      ],
      items: [
        { id: checkoutRequest().items[0]!.id, patients: ['p1'] },
        { id: checkoutRequest().items[1]!.id, patients: ['p2'] },
      ],
    });
    await buyer.pay(order.id);

    const response = await receipt(order.id, auth);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="receipt-R-\d{4}-\d{6}\.pdf"$/);
    const text = pdfTextOf(response.rawPayload);
    expect(text[0]).toMatch(/^Receipt R\/\d{4}\/\d{6}$/);
    expect(text).toContain(`Order: ${order.number}`);
    expect(text).toEqual(expect.arrayContaining(['Seller', 'Labshop', 'ul. Marszałkowska 68', 'Buyer', 'Łukasz Żółć']));
    for (const line of order.lines) expect(text.some((shown) => shown.startsWith(line.label))).toBe(true);
    expect(text).toContain('Total paid');
    expect(text).toContain(`£${(order.totalMinor / 100).toFixed(2)}`.replace(/\.00$/, ''));

    // The same receipt, under the same number, however often it is downloaded.
    expect(pdfTextOf((await receipt(order.id, auth)).rawPayload)[0]).toBe(text[0]);
  });

  it('numbers receipts in the order they are issued, each once', async () => {
    const owner = await createTestAccount(testApp.db);
    const auth = await signedIn(testApp.app, owner.id);
    const buyer = accountBuyer(testApp, auth);
    const first = await buyer.place();
    const second = await buyer.place();
    await buyer.pay(first.id);
    await buyer.pay(second.id);
    const numberOf = async (orderId: string) =>
      Number(/(\d{6})$/.exec(pdfTextOf((await receipt(orderId, auth)).rawPayload)[0] ?? '')?.[1]);
    const firstNumber = await numberOf(second.id);
    const secondNumber = await numberOf(first.id);
    expect(secondNumber).toBeGreaterThan(firstNumber);
    expect(await numberOf(second.id)).toBe(firstNumber);
  });

  it('answers 409 while the order is not paid', async () => {
    const owner = await createTestAccount(testApp.db);
    const auth = await signedIn(testApp.app, owner.id);
    const order = await accountBuyer(testApp, auth).place();
    const response = await receipt(order.id, auth);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: ORDER_RECEIPT_NOT_PAID });
  });

  it("is 404 to another account, to a guest without the order's token and for an unknown order", async () => {
    const owner = await createTestAccount(testApp.db);
    const auth = await signedIn(testApp.app, owner.id);
    const buyer = accountBuyer(testApp, auth);
    const order = await buyer.place();
    await buyer.pay(order.id);
    const stranger = await createTestAccount(testApp.db);
    expect((await receipt(order.id, await signedIn(testApp.app, stranger.id))).statusCode).toBe(404);
    expect((await receipt(order.id, {})).statusCode).toBe(404);
    expect((await receipt('00000000-0000-4000-8000-000000000000', auth)).statusCode).toBe(404);
    expect((await receipt('not-an-id', auth)).statusCode).toBe(404);

    // A guest holding the order's token is its buyer.
    const guest = await sandboxBuyer(testApp).placeOrder();
    expect((await receipt(guest.order.id, { [ORDER_TOKEN_HEADER]: guest.accessToken })).statusCode).toBe(409);
  });
});
