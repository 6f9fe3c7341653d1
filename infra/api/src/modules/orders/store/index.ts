/** The orders module's only door to its tables: every read of an order takes the principal asking. */
export {
  findOrder,
  findOrderByKey,
  listOrders,
  type OrderListFilter,
  readOrderDetails,
  tokenOpensOrder,
  type StoredOrder,
  type StoredOrderDetails,
} from './order-reads';
export { cancelOrder, insertOrder, newOrderDetails, type NewOrder } from './order-writes';
export { expireUnpaidOrders } from './order-lifecycle';
export {
  chargedLinesOf,
  paidItemsOf,
  type ChargedLine,
  lockOrderStatus,
  moveOrderStatus,
  openOrderHoldsCode,
  discountCodeUses,
  accountUsesOfCode,
  ordersPlacedWithCode,
  openOrderIdsAmong,
  type PaidOrderFacts,
} from './order-status';
export {
  analysisOrderedWith,
  analysisPurchaseRefusal,
  analysisStandingOf,
  type AnalysisStanding,
  findOrderedPerson,
  findOrderedTest,
  findOrderNumberOfLine,
  listPaidOrderedTests,
  type OrderedPerson,
  type PaidOrderedTest,
} from './ordered-tests';
export { findSamePersonOnOrders, type PersonOnOrders } from './same-person';
export { findOrderByNumber, type OrderByNumber, type OrderedItem } from './order-by-number';
export { countBookedVisit, countBookedVisits, type BookedWindow } from './home-visit-bookings';
export { insertVisitOrder, type NewVisitOrder, visitOrderKey } from './visit-order';
