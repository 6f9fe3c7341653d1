import { asc } from 'drizzle-orm';
import type { VisitServiceOffer } from '@labshop/shared-contracts/core/api/location-prices';
import type { DatabaseExecutor } from '../../db/client';
import { visitServices } from '../../db/schema';

/** Every visit service at the shop's own price: what the cart shows and what an order charges. */
export async function listVisitServices(db: DatabaseExecutor): Promise<VisitServiceOffer[]> {
  const rows = await db.select().from(visitServices).orderBy(asc(visitServices.name), asc(visitServices.id));
  return rows.map((row) => ({ id: row.id, name: row.name, price: row.priceMinor }));
}
