import type { DatabaseExecutor } from '../../db/client';
import type { CatalogueService } from '../catalogue/service';
import type { OrdersService } from '../orders/service';

/**
 * What storing a lab's report reads of the shop's orders and catalogue, as their own services answer it, each read
 * in the delivery's own transaction so the report is stored against what it saw.
 */
export interface DeliverySources {
  /** The order with the number a lab echoes: none, not paid, or paid with what was ordered on it. */
  paidOrderByNumber(tx: DatabaseExecutor, number: number): ReturnType<OrdersService['byNumber']>;
  /** A stored result's ordered test: when its order was placed and the person `orderPatientId` names on it. */
  orderedTest(
    tx: DatabaseExecutor,
    orderLineId: string,
    orderPatientId: string,
  ): ReturnType<OrdersService['orderedTestIn']>;
  /** How the catalogue names and codes the ordered items (by their ids). */
  itemCodes(tx: DatabaseExecutor, ids: readonly string[]): ReturnType<CatalogueService['itemCodes']>;
  /** The tests inside the ordered packages (by the packages' ids). */
  packageContents(tx: DatabaseExecutor, packageIds: readonly string[]): ReturnType<CatalogueService['packageContents']>;
}

/** A person as an order names them. */
export type OrderedPerson = NonNullable<
  Extract<Awaited<ReturnType<DeliverySources['paidOrderByNumber']>>, { found: 'paid' }>['items'][number]['person']
>;
