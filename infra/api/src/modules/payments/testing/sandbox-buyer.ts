import {
  ORDER_TOKEN_HEADER,
  OrderDetails,
  PlaceOrderAnswer,
  type PlaceOrderRequest,
} from '@labshop/shared-contracts/core/api/orders';
import type { TestApp } from '../../../testing/create-test-app';
import { expectShape } from '../../../testing/expect-shape';
import { confirmedByTheCart } from '../../orders/testing/cart-quote';
import { checkoutRequest } from '../../orders/testing/checkout-factory';

/** The hidden fields of the sandbox page's form behind the button with this name. */
export function formOf(html: string, button: string): Record<string, string> {
  const form = [...html.matchAll(/<form[\s\S]*?<\/form>/g)]
    .map((match) => match[0])
    .find((candidate) => candidate.includes(`>${button}</button>`));
  if (!form) throw new Error(`The sandbox page has no '${button}' button`);
  return Object.fromEntries([...form.matchAll(/name="(\w+)" value="([^"]*)"/g)].map((match) => [match[1], match[2]]));
}

/**
 * A guest buying in the sandbox, as the browser does it: places an order confirmed at the cart's total, starts its
 * payment, opens the payment page and chooses on it.
 */
export function sandboxBuyer(testApp: TestApp) {
  const inject = testApp.app.inject.bind(testApp.app);
  return {
    async placeOrder(overrides: Partial<PlaceOrderRequest> = {}) {
      const email = overrides.email ?? `buyer-${Math.random().toString(36).slice(2)}@example.com`;
      const response = await inject({
        method: 'POST',
        url: '/api/orders',
        payload: await confirmedByTheCart(testApp.app, checkoutRequest({ ...overrides, email })),
      });
      const placed = expectShape(response.json(), PlaceOrderAnswer);
      return { ...placed, email, headers: { [ORDER_TOKEN_HEADER]: placed.accessToken } };
    },

    async startPayment(orderId: string, headers: Record<string, string>) {
      const response = await inject({ method: 'POST', url: `/api/orders/${orderId}/payments`, headers });
      return { status: response.statusCode, body: response.json() };
    },

    async openPage(redirectUrl: string) {
      const response = await inject({ method: 'GET', url: redirectUrl });
      if (response.statusCode !== 200) throw new Error(`The sandbox page answered ${response.statusCode}`);
      return response.body;
    },

    choose(fields: Record<string, string>) {
      return inject({
        method: 'POST',
        url: '/api/payments/sandbox/callback',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      });
    },

    async order(orderId: string, headers: Record<string, string>) {
      const response = await inject({ method: 'GET', url: `/api/orders/${orderId}`, headers });
      return expectShape(response.json(), OrderDetails);
    },
  };
}
