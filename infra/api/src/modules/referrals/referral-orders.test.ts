import { eq } from 'drizzle-orm';
import { PlaceOrderAnswer, type PlaceOrderRequest } from '@labshop/shared-contracts/core/api/orders';
import { StartPaymentAnswer } from '@labshop/shared-contracts/core/api/payments';
import { REFERRAL_ORDER_MESSAGES, type DoctorReferral } from '@labshop/shared-contracts/core/api/referrals';
import { referrals } from '../../db/schema';
import { createTestAccount, signedIn } from '../../testing/account-factories';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { confirmedByTheCart } from '../orders/testing/cart-quote';
import { CHECKOUT_TESTS, checkoutRequest } from '../orders/testing/checkout-factory';
import { formOf } from '../payments/testing/sandbox-buyer';
import { callAs, createTestDoctor, createTestPatient, issueTestReferral } from './testing/referral-factories';

describe('buying the tests of a referral', () => {
  let testApp: TestApp;
  let now = Date.now();

  beforeAll(async () => {
    testApp = await createTestApp({ clock: () => new Date((now += 60_000)) });
  });
  afterAll(() => testApp.close());

  /** The referral's two tests in the cart, as the patient's cart sends them. */
  const referredItems = (referral: DoctorReferral): PlaceOrderRequest['items'] =>
    referral.tests.map((test) => ({ id: test.id, patients: ['p1'], referral_id: referral.id }));

  /** The order as the account's browser sends it, with the total its cart showed. */
  async function placeOrder(accountId: string | null, items: PlaceOrderRequest['items']) {
    const headers = accountId === null ? {} : await signedIn(testApp.app, accountId);
    const payload = await confirmedByTheCart(testApp.app, checkoutRequest({ items }), headers);
    return testApp.app.inject({ method: 'POST', url: '/api/orders', headers, payload });
  }

  async function storedReferral(id: string) {
    const [row] = await testApp.db.select().from(referrals).where(eq(referrals.id, id));
    return row;
  }

  const sandboxCallback = (fields: Record<string, string>) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });

  /** Starts the online payment of the account's order and answers the sandbox's Pay form. */
  async function payForm(accountId: string, orderId: string) {
    const headers = await signedIn(testApp.app, accountId);
    const started = await testApp.app.inject({ method: 'POST', url: `/api/orders/${orderId}/payments`, headers });
    const payment = expectShape(started.json(), StartPaymentAnswer);
    const page = await testApp.app.inject({ method: 'GET', url: payment.redirectUrl });
    return formOf(page.body, 'Pay');
  }

  async function referralFor(commission: '10/5' | '5/10' = '10/5') {
    const doctor = await createTestDoctor(testApp);
    const patient = await createTestPatient(testApp);
    const referral = await issueTestReferral(testApp, doctor.id, patient.pesel ?? '', {
      commission_option: commission,
    });
    return { doctor, patient, referral };
  }

  it('prices the referred tests with the doctor discount and moves the referral on once, when the order is paid', async () => {
    const { patient, referral } = await referralFor();

    const placed = await placeOrder(patient.id, referredItems(referral));

    expect(placed.statusCode).toBe(201);
    const { order } = expectShape(placed.json(), PlaceOrderAnswer);
    const discountLines = order.lines.filter((line) => line.kind === 'doctor-discount');
    expect(discountLines.reduce((sum, line) => sum + line.amountMinor, 0)).toBe(-referral.discountMinor);
    expect(order.savingsMinor).toBe(referral.discountMinor);
    expect(await storedReferral(referral.id)).toMatchObject({ status: 'awaiting_payment', paidOrderId: null });

    const pay = await payForm(patient.id, order.id);
    // The same callback, several times at once, as providers retry.
    await Promise.all([sandboxCallback(pay), sandboxCallback(pay), sandboxCallback(pay)]);
    const moved = await storedReferral(referral.id);
    expect(moved).toMatchObject({ status: 'awaiting_salary', paidOrderId: order.id });
    expect(moved?.paidAt).not.toBeNull();

    // A late duplicate changes nothing: the referral moved exactly once.
    await sandboxCallback(pay);
    expect(await storedReferral(referral.id)).toEqual(moved);

    const patientView = await callAs(testApp, patient.id, 'GET', '/api/referrals');
    expect(patientView.json().patients[0].referrals[0]).toMatchObject({ statusWords: 'Paid', canBuy: false });

    // A paid referral cannot earn the discount a second time.
    const again = await placeOrder(patient.id, referredItems(referral));
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({
      'items.0.referral_id': [REFERRAL_ORDER_MESSAGES.notAwaitingPayment],
      'items.1.referral_id': [REFERRAL_ORDER_MESSAGES.notAwaitingPayment],
    });
  });

  it('leaves the referral waiting while its order is unpaid, and when another order of the account is paid', async () => {
    const { patient, referral } = await referralFor();
    const withReferral = await placeOrder(patient.id, referredItems(referral));
    expect(withReferral.statusCode).toBe(201);
    const other = expectShape(
      (await placeOrder(patient.id, [{ id: CHECKOUT_TESTS.vitaminB12, patients: ['p1'] }])).json(),
      PlaceOrderAnswer,
    );

    await sandboxCallback(await payForm(patient.id, other.order.id));

    expect(await storedReferral(referral.id)).toMatchObject({ status: 'awaiting_payment', paidOrderId: null });
  });

  it('refuses a referral of another account, a guest’s, a test it does not list, and a bad id', async () => {
    const { patient, referral } = await referralFor();
    const stranger = await createTestAccount(testApp.db);
    const items = referredItems(referral);

    const cases: [string | null, PlaceOrderRequest['items'], Record<string, string[]>][] = [
      [
        stranger.id,
        items,
        {
          'items.0.referral_id': [REFERRAL_ORDER_MESSAGES.notAwaitingPayment],
          'items.1.referral_id': [REFERRAL_ORDER_MESSAGES.notAwaitingPayment],
        },
      ],
      [
        null,
        items,
        {
          'items.0.referral_id': [REFERRAL_ORDER_MESSAGES.signIn],
          'items.1.referral_id': [REFERRAL_ORDER_MESSAGES.signIn],
        },
      ],
      [
        patient.id,
        [{ id: CHECKOUT_TESTS.vitaminB12, patients: ['p1'], referral_id: referral.id }],
        { 'items.0.referral_id': [REFERRAL_ORDER_MESSAGES.testNotReferred] },
      ],
      [
        patient.id,
        [{ id: CHECKOUT_TESTS.vitaminD, patients: ['p1'], referral_id: 'not-an-id' }],
        { 'items.0.referral_id': [REFERRAL_ORDER_MESSAGES.notAwaitingPayment] },
      ],
    ];
    for (const [accountId, orderItems, errors] of cases) {
      const response = await placeOrder(accountId, orderItems);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual(errors);
    }
    expect(await storedReferral(referral.id)).toMatchObject({ status: 'awaiting_payment' });
  });

  it('asks for referrals with different doctor discounts to be ordered apart', async () => {
    const { patient, referral } = await referralFor('10/5');
    const doctor = await createTestDoctor(testApp);
    const second = await issueTestReferral(testApp, doctor.id, patient.pesel ?? '', {
      commission_option: '5/10',
      examinations: [CHECKOUT_TESTS.vitaminB12],
    });

    const response = await placeOrder(patient.id, [...referredItems(referral), ...referredItems(second)]);

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ items: [REFERRAL_ORDER_MESSAGES.mixedDiscounts] });
  });
});
