import type { EventPayload } from '@labshop/shared-contracts/web';
import type {
  NursingPrices,
  PriceQuote,
  PricedCartItem,
  PricedCustomerService,
  PricedVisitService,
  Sex,
} from '@labshop/shared-contracts/core';

export type ChosenLocation = EventPayload<'location:chosen'>;

export interface CheckoutPatient {
  id: string;
  first_name: string;
  last_name: string;
  /** Given in the cart for its screening checks; where checkout's fields start. */
  sex?: Sex;
  /** YYYY-MM-DD */
  birth_date?: string;
}

/**
 * What checkout reads of the cart and asks of it. The page's CartStore is one; the checkout feature
 * names only what it uses, so it does not reach into the cart feature.
 */
export interface CheckoutCart {
  readonly items: readonly (PricedCartItem & { service_id: string })[];
  readonly temporaryItems: readonly PricedCartItem[];
  readonly patients: readonly CheckoutPatient[];
  readonly visitServices: readonly PricedVisitService[];
  readonly customerServices: readonly PricedCustomerService[];
  readonly nursingServices: NursingPrices | null;
  readonly location: ChosenLocation | null;
  readonly quote: PriceQuote;
  readonly currency: string;
  readonly priceUpdating: boolean;
  /** Prices are being asked for now; the total is not final until they arrive. */
  readonly loading: boolean;
  readonly itemCount: number;
  /** The earlier order whose results the cart buys the results analysis for; it is then ordered on its own. */
  readonly analysisFor: { orderId: string; orderNumber: string } | null;
  /** Nothing to buy: no tests, and no analysis of earlier results. */
  readonly isEmpty: boolean;
  addPatient(patient: CheckoutPatient): boolean;
  /** Reads every price the total is made of from the shop again. */
  refreshAll(): Promise<void>;
  clear(): void;
}
