import fp from 'fastify-plugin';
import type { CustomerService, ExaminationsDataAnswer } from '@labshop/shared-contracts/core/api/location-prices';
import type { Database } from '../../db/client';
import type { CatalogueService, PriceScope } from '../catalogue/service';
import type { PricingLocation } from '../locations/chosen-location';
import { listCustomerServicePrices } from './store';

/** The catalogue prices the items; this module owns the customer services' prices at each location. */
export function createLocationPricesService(db: Database, catalogue: Pick<CatalogueService, 'shopItems'>) {
  return {
    /**
     * examinations-data: each item's price and availability at the location, keyed by id, with the
     * pricing attributes the order will be priced from: read by the same query as the order's, so a refreshed cart
     * and the order agree. Ids that are unknown, unpublished or not priced are left out, and the cart drops them.
     */
    async examinationsData(ids: string[], scope: PriceScope): Promise<ExaminationsDataAnswer> {
      if (ids.length === 0) return {};
      const items = await catalogue.shopItems(ids, scope);
      const answer: ExaminationsDataAnswer = {};
      for (const item of items.values()) {
        answer[item.id] = {
          id: item.id,
          name: item.name,
          price: item.priceMinor,
          isAvailable: item.available,
          attributes: item.attributes,
        };
      }
      return answer;
    },

    /** customer-services: the services offered at the location at its prices (the defaults elsewhere). */
    async customerServices(location: PricingLocation | null): Promise<CustomerService[]> {
      const rows = await listCustomerServicePrices(db, location);
      return rows.flatMap((row) => (row.price === null ? [] : [{ code: row.code, price: row.price, name: row.name }]));
    },
  };
}

export type LocationPricesService = ReturnType<typeof createLocationPricesService>;

declare module 'fastify' {
  interface FastifyInstance {
    locationPrices: LocationPricesService;
  }
}

export default fp(
  async function locationPricesService(fastify) {
    fastify.decorate('locationPrices', createLocationPricesService(fastify.db, fastify.catalogue));
  },
  { name: 'location-prices-service', dependencies: ['database', 'catalogue-service'] },
);
