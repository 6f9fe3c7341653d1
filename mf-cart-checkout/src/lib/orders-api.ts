import { getApiClient } from '@labshop/shared-contracts/web';
import {
  ORDER_PATHS,
  OrderDetails,
  PlaceOrderAnswer,
  StartPaymentAnswer,
  type ApiClient,
  type PlaceOrderRequest,
} from '@labshop/shared-contracts/core';
import { createOrderAccess, type OrderAccess } from './order-access';

/** The order and payment calls of checkout, payment status and retry, behind one interface for tests. */
export interface OrdersApi {
  placeOrder(request: PlaceOrderRequest): Promise<PlaceOrderAnswer>;
  order(orderId: string, signal?: AbortSignal): Promise<OrderDetails>;
  startPayment(orderId: string): Promise<StartPaymentAnswer>;
  /** Keeps the token of an e-mailed link to the order, so this browser reads and pays the order with it. */
  adoptLinkToken(orderId: string, token: string): void;
}

/**
 * A guest's access token travels as the `token` query parameter (the API also takes the X-Order-Token
 * header); a signed-in owner is known by the bearer token the client adds itself.
 */
export function createOrdersApi(
  client: () => ApiClient = getApiClient,
  access: OrderAccess = createOrderAccess(),
): OrdersApi {
  const tokenQuery = (orderId: string) => {
    const token = access.tokenFor(orderId);
    return token ? { token } : {};
  };
  return {
    adoptLinkToken(orderId, token) {
      access.remember(orderId, token);
    },
    async placeOrder(request) {
      const answer = await client().request(ORDER_PATHS.orders, {
        method: 'POST',
        body: request,
        answer: PlaceOrderAnswer,
      });
      access.remember(answer.order.id, answer.accessToken);
      return answer;
    },
    order(orderId, signal) {
      return client().request(ORDER_PATHS.order(orderId), {
        query: tokenQuery(orderId),
        answer: OrderDetails,
        ...(signal ? { signal } : {}),
      });
    },
    startPayment(orderId) {
      return client().request(ORDER_PATHS.payments(orderId), {
        method: 'POST',
        query: tokenQuery(orderId),
        body: {},
        answer: StartPaymentAnswer,
      });
    },
  };
}
