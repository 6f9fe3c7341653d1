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
