import { PlaceOrderAnswer, type PlaceOrderRequest } from '@labshop/shared-contracts/core/api/orders';
import { StartPaymentAnswer } from '@labshop/shared-contracts/core/api/payments';
import type { TestApp } from '../../../testing/create-test-app';
import { expectShape } from '../../../testing/expect-shape';
import { formOf } from '../../payments/testing/sandbox-buyer';
import { confirmedByTheCart } from './cart-quote';
import { checkoutRequest } from './checkout-factory';

/**
 * A signed-in buyer, as the browser acts for them: places orders confirmed at the cart's total and pays them on the
 * sandbox payment page.
 */
export function accountBuyer(testApp: TestApp, auth: Record<string, string>) {
  const inject = testApp.app.inject.bind(testApp.app);
  return {
    async place(overrides: Partial<PlaceOrderRequest> = {}) {
      const payload = await confirmedByTheCart(testApp.app, checkoutRequest(overrides), auth);
      const response = await inject({ method: 'POST', url: '/api/orders', headers: auth, payload });
      return expectShape(response.json(), PlaceOrderAnswer).order;
    },

    /** Starts the order's payment and presses Pay on the sandbox page. */
    async pay(orderId: string) {
      const started = await inject({ method: 'POST', url: `/api/orders/${orderId}/payments`, headers: auth });
      const { redirectUrl } = expectShape(started.json(), StartPaymentAnswer);
      const page = await inject({ method: 'GET', url: redirectUrl });
      const callback = await inject({
        method: 'POST',
        url: '/api/payments/sandbox/callback',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(formOf(page.body, 'Pay')).toString(),
      });
      if (callback.statusCode >= 400) throw new Error(`The sandbox callback answered ${callback.statusCode}`);
    },

    cancel: (orderId: string) => inject({ method: 'POST', url: `/api/orders/${orderId}/cancel`, headers: auth }),
  };
}
