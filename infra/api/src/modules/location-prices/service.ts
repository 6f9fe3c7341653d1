import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { CustomerService, ExaminationsDataAnswer } from '@labshop/shared-contracts/api/location-prices';
import type { Database } from '../../db/client';
import { availability, currentPrice, type PriceScope } from '../catalogue/priced-items';
import type { PricingLocation } from '../locations/chosen-location';

export function createLocationPricesService(db: Database) {
  return {
    /**
     * Spec §7 examinations-data: each item's price and availability at the location, keyed by id. Ids that are
     * unknown, unpublished or not priced are left out, and the cart drops them (spec §4).
     */
    async examinationsData(ids: string[], scope: PriceScope): Promise<ExaminationsDataAnswer> {
      if (ids.length === 0) return {};
      const result = await db.execute<{ id: string; price: number | null; is_available: boolean }>(sql`
        select t.id, ${currentPrice(scope, sql`t.id`)} as price, ${availability(scope.location, sql`t.id`)} as is_available
        from tests t
        where t.published and t.id = any(${sql.param(ids)}::uuid[])
      `);
      const answer: ExaminationsDataAnswer = {};
      for (const row of result.rows) {
        if (row.price !== null) answer[row.id] = { id: row.id, price: row.price, isAvailable: row.is_available };
      }
      return answer;
    },

    /** Spec §7 customer-services: the services offered at the location at its prices (the defaults elsewhere). */
    async customerServices(location: PricingLocation | null): Promise<CustomerService[]> {
      const override =
        location === null
          ? sql`false`
          : location.kind === 'home-service'
            ? sql`o.city_id = ${location.cityId}::uuid`
            : sql`o.facility_id = ${location.facilityId}::uuid`;
      const result = await db.execute<{ code: string; name: string; price: number | null }>(sql`
        select s.code, s.name, case when o.id is null then s.price_minor else o.price_minor end as price
        from customer_services s
        left join customer_service_location_prices o on o.code = s.code and ${override}
        order by s.position, s.code
      `);
      return result.rows.flatMap((row) =>
        row.price === null ? [] : [{ code: row.code, price: row.price, name: row.name }],
      );
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
    fastify.decorate('locationPrices', createLocationPricesService(fastify.db));
  },
  { name: 'location-prices-service', dependencies: ['database'] },
);
