import { sql } from 'drizzle-orm';
import { DISCOUNT_CODE_FAILURES } from '@labshop/shared-contracts/core/api/check-code';
import { REFERRAL_ORDER_MESSAGES } from '@labshop/shared-contracts/core/api/referrals';
import { StartPaymentAnswer } from '@labshop/shared-contracts/core/api/payments';
import { discountCodes } from '../../db/schema';
import { signedIn } from '../../testing/account-factories';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { formOf, sandboxBuyer } from '../payments/testing/sandbox-buyer';
import { createTestDoctor, createTestPatient, issueTestReferral } from '../referrals/testing/referral-factories';
import { confirmedByTheCart } from './testing/cart-quote';
import { CHECKOUT_TESTS, checkoutRequest } from './testing/checkout-factory';

describe('what only one order may hold', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  const buyer = () => sandboxBuyer(testApp);

  async function checkCode(code: string) {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/check-code',
      payload: { discount_code: code, examinations: [CHECKOUT_TESTS.vitaminD], nursingService: null },
    });
    return { status: response.statusCode, message: response.json<{ message: string }>().message };
  }

  async function codeSpent(code: string): Promise<boolean> {
    const rows = await testApp.db.execute<{ spent: boolean }>(
      sql`select used_at is not null as spent from discount_codes where code = ${code}`,
    );
    return rows.rows[0]?.spent === true;
  }

  it('reserves a single-use code for the unpaid order placed with it, frees it on cancelling, spends it on paying', async () => {
    const first = await buyer().placeOrder({ discount_code: 'ONCE15' });

    expect(await checkCode('ONCE15')).toEqual({ status: 422, message: DISCOUNT_CODE_FAILURES.alreadyUsed });
    const second = await testApp.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: checkoutRequest({ discount_code: 'ONCE15' }),
    });
    expect(second.statusCode).toBe(422);
    expect(second.json().message).toBe(DISCOUNT_CODE_FAILURES.alreadyUsed);
    expect(await codeSpent('ONCE15')).toBe(false);

    await testApp.app.inject({ method: 'POST', url: `/api/orders/${first.order.id}/cancel`, headers: first.headers });
    expect((await checkCode('ONCE15')).status).toBe(200);

    const third = await buyer().placeOrder({ discount_code: 'ONCE15' });
    const payment = expectShape((await buyer().startPayment(third.order.id, third.headers)).body, StartPaymentAnswer);
    await buyer().choose(formOf(await buyer().openPage(payment.redirectUrl), 'Pay'));

    expect(await codeSpent('ONCE15')).toBe(true);
    expect(await checkCode('ONCE15')).toEqual({ status: 422, message: DISCOUNT_CODE_FAILURES.alreadyUsed });
  });

  it('answers the same order for the same checkout sent twice at once with a single-use code', async () => {
    await testApp.db.insert(discountCodes).values({ code: 'ONLYONCE5', kind: 'percentage', value: 5, singleUse: true });
    const request = await confirmedByTheCart(testApp.app, checkoutRequest({ discount_code: 'ONLYONCE5' }));

    const answers = await Promise.all(
      Array.from({ length: 5 }, () => testApp.app.inject({ method: 'POST', url: '/api/orders', payload: request })),
    );

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.json().order.id)).size).toBe(1);
  });

  it('gives a referral’s discount to one open order at a time, and again once that order is cancelled', async () => {
    const doctor = await createTestDoctor(testApp);
    const patient = await createTestPatient(testApp);
    const referral = await issueTestReferral(testApp, doctor.id, patient.pesel ?? '');
    const headers = await signedIn(testApp.app, patient.id);
    const items = referral.tests.map((test) => ({ id: test.id, patients: ['p1'], referral_id: referral.id }));
    const confirmed = await confirmedByTheCart(testApp.app, checkoutRequest({ items }), headers);
    const place = (idempotencyKey: string) =>
      testApp.app.inject({ method: 'POST', url: '/api/orders', headers, payload: { ...confirmed, idempotencyKey } });

    const [one, other] = await Promise.all([place('referral-order-attempt-one'), place('referral-order-attempt-two')]);

    expect([one.statusCode, other.statusCode].sort()).toEqual([201, 422]);
    const placed = [one, other].find((answer) => answer.statusCode === 201);
    const refused = [one, other].find((answer) => answer.statusCode === 422);
    expect(refused?.json().errors).toEqual({
      'items.0.referral_id': [REFERRAL_ORDER_MESSAGES.inAnotherOrder],
      'items.1.referral_id': [REFERRAL_ORDER_MESSAGES.inAnotherOrder],
    });

    await testApp.app.inject({
      method: 'POST',
      url: `/api/orders/${placed?.json().order.id}/cancel`,
      headers,
    });
    expect((await place('referral-order-attempt-three')).statusCode).toBe(201);
  });
});
