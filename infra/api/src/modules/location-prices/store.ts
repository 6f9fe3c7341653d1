import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { PricingLocation } from '../locations/chosen-location';

/**
 * The customer services in their order, each at the location's own price when it has one, the default price
 * otherwise; a null price means the service is not offered there.
 */
export async function listCustomerServicePrices(db: Database, location: PricingLocation | null) {
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
  return result.rows;
}
