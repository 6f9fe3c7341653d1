import { StartPaymentAnswer } from '@labshop/shared-contracts/core/api/payments';
import { ActiveWeightLossProgramme, WEIGHT_LOSS_PATHS } from '@labshop/shared-contracts/core/api/weight-loss';
import { testId } from '../../../db/seed/catalogue';
import { createTestAccount, signedIn } from '../../../testing/account-factories';
import type { TestApp } from '../../../testing/create-test-app';
import { sendAtOnce } from '../../../testing/concurrent';
import { expectShape } from '../../../testing/expect-shape';
import { accountBuyer } from '../../orders/testing/account-buyer';
import { formOf } from '../../payments/testing/sandbox-buyer';

export const ESSENTIAL_PACKAGE = testId('weight-loss-starting-tests');

/**
 * A patient who buys the essential programme's package in the sandbox: the bank's "paid" callback arrives
 * `callbacks` times at once (a provider retrying), then once more.
 */
export async function patientWithProgramme(testApp: TestApp, options: { callbacks?: number } = {}) {
  const account = await createTestAccount(testApp.db);
  const auth = await signedIn(testApp.app, account.id);
  const order = await accountBuyer(testApp, auth).place({ items: [{ id: ESSENTIAL_PACKAGE, patients: ['p1'] }] });
  const inject = testApp.app.inject.bind(testApp.app);
  const started = await inject({ method: 'POST', url: `/api/orders/${order.id}/payments`, headers: auth });
  const { redirectUrl } = expectShape(started.json(), StartPaymentAnswer);
  const page = await inject({ method: 'GET', url: redirectUrl });
  const paid = new URLSearchParams(formOf(page.body, 'Pay')).toString();
  const callback = () =>
    inject({
      method: 'POST',
      url: '/api/payments/sandbox/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: paid,
    });
  await sendAtOnce(options.callbacks ?? 1, callback);
  await callback();
  const active = await inject({ method: 'GET', url: `/api/${WEIGHT_LOSS_PATHS.active}`, headers: auth });
  const { programme } = expectShape(active.json(), ActiveWeightLossProgramme);
  return { account, auth, order, programme };
}

/** An adult the account adds as its patient, identified by date of birth ('no PESEL number'). */
const FAMILY_ADULT = { firstName: 'Ewa', lastName: 'Nowak', pesel: null, birthDate: '1980-06-15', sex: 'f' } as const;

/**
 * The account adds an adult patient and buys the essential programme's package for them, picking them from the
 * account at checkout as the browser does (the cart names them by their id); the order is paid in the sandbox.
 */
export async function programmeForFamilyPatient(testApp: TestApp, auth: Record<string, string>) {
  const inject = testApp.app.inject.bind(testApp.app);
  const added = await inject({
    method: 'POST',
    url: '/api/profile/patients',
    headers: auth,
    payload: { ...FAMILY_ADULT, ageGroup: 'adult' },
  });
  if (added.statusCode >= 300) throw new Error(`Adding a patient answered ${added.statusCode}`);
  const patientId = (added.json() as { id: string }).id;
  const buyer = accountBuyer(testApp, auth);
  const order = await buyer.place({
    items: [{ id: ESSENTIAL_PACKAGE, patients: [patientId] }],
    patients: [{ id: patientId, ...FAMILY_ADULT, phone: null }],
  });
  await buyer.pay(order.id);
  const active = await inject({ method: 'GET', url: `/api/${WEIGHT_LOSS_PATHS.active}`, headers: auth });
  const { programme } = expectShape(active.json(), ActiveWeightLossProgramme);
  return { patientId, programme: programme! };
}
