import { PlaceOrderAnswer, type OrderDetails } from '@labshop/shared-contracts/core/api/orders';
import { StartPaymentAnswer } from '@labshop/shared-contracts/core/api/payments';
import type { CommissionOption, DoctorReferral } from '@labshop/shared-contracts/core/api/referrals';
import { signedIn, signedInAs, createTestAccount } from '../../../testing/account-factories';
import type { TestApp } from '../../../testing/create-test-app';
import { expectShape } from '../../../testing/expect-shape';
import { confirmedByTheCart } from '../../orders/testing/cart-quote';
import { checkoutRequest } from '../../orders/testing/checkout-factory';
import { formOf } from '../../payments/testing/sandbox-buyer';
import { createTestDoctor, createTestPatient, issueTestReferral } from '../../referrals/testing/referral-factories';

/** The sandbox provider's callback with the fields of its Pay form, as the provider sends it (and retries it). */
export function sandboxCallback(testApp: TestApp, fields: Record<string, string>) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/callback',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

/**
 * A doctor's referral for a patient, ordered by the patient (with a discount code when given) and not yet paid:
 * answers the people, the referral, the order as the API answered it and the sandbox's Pay form for it.
 */
export async function orderedReferral(
  testApp: TestApp,
  options: { commission: CommissionOption; discountCode?: string; doctor?: { id: string } },
) {
  const doctor = options.doctor ?? (await createTestDoctor(testApp));
  const patient = await createTestPatient(testApp, { firstName: 'Łucja', lastName: 'Żółkiewska' });
  const referral: DoctorReferral = await issueTestReferral(testApp, doctor.id, patient.pesel ?? '', {
    commission_option: options.commission,
  });
  const headers = await signedIn(testApp.app, patient.id);
  const payload = await confirmedByTheCart(
    testApp.app,
    checkoutRequest({
      items: referral.tests.map((test) => ({ id: test.id, patients: ['p1'], referral_id: referral.id })),
      discount_code: options.discountCode ?? null,
    }),
    headers,
  );
  const placed = await testApp.app.inject({ method: 'POST', url: '/api/orders', headers, payload });
  if (placed.statusCode !== 201) throw new Error(`The order was not placed: ${placed.body}`);
  const { order } = expectShape(placed.json(), PlaceOrderAnswer);
  const started = await testApp.app.inject({ method: 'POST', url: `/api/orders/${order.id}/payments`, headers });
  const payment = expectShape(started.json(), StartPaymentAnswer);
  const page = await testApp.app.inject({ method: 'GET', url: payment.redirectUrl });
  return { doctor, patient, referral, order, pay: formOf(page.body, 'Pay') };
}

/**
 * The commission the spec's rule gives, worked out from the order as its buyer saw it: the referred tests' prices
 * less the doctor discount, less their share of the discount code (in proportion to what the code was taken from),
 * then the doctor's percent of that, each rounded to the nearest minor unit.
 */
export function expectedCommission(order: OrderDetails, doctorPercent: number): { paid: number; commission: number } {
  const sum = (kinds: string[]) =>
    order.lines.filter((line) => kinds.includes(line.kind)).reduce((total, line) => total + line.amountMinor, 0);
  const referred = sum(['item', 'doctor-discount']);
  const code = -sum(['discount-code']);
  const beforeCode = order.subtotalMinor - order.savingsMinor + code;
  const paid = referred - Math.round((code * referred) / beforeCode);
  return { paid, commission: Math.round((paid * doctorPercent) / 100) };
}

/** An administrator's bearer header. */
export async function adminHeaders(testApp: TestApp) {
  const admin = await createTestAccount(testApp.db, { roles: ['admin'] });
  return signedInAs(testApp.app, admin.id, 'admin');
}
