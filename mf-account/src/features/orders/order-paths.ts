/** The account's pages of one order, and the shop's page that pays it. */
export const orderDetailsPath = (orderId: string) => `/account/orders/${encodeURIComponent(orderId)}`;
export const payOrderPath = (orderId: string) => `/payment/retry/${encodeURIComponent(orderId)}`;
