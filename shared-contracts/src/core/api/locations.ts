import { array, boolean, integer, nullable, object, string, type Infer } from 'superstruct';

/** GET /api/get-cities: the cities, each known by its uuid, and whether nurses visit homes there. */
export const City = object({ uuid: string(), name: string(), slug: string(), homeService: boolean() });
export type City = Infer<typeof City>;
export const CitiesAnswer = array(City);

/** GET /api/services/nursing-services: the three nursing fees, in minor units. */
export const NursingServicesAnswer = object({
  covid_nursing_service: object({ price: integer() }),
  nursing_service: object({ price: integer() }),
  mobile_nursing_service: object({ price: integer() }),
});
export type NursingServicesAnswer = Infer<typeof NursingServicesAnswer>;

/** GET /api/health */
export const HealthAnswer = object({ status: string(), database: string(), version: nullable(string()) });

/**
 * GET /api/health/ready: whether this instance can take requests now (`ok`, else `unavailable` with 503): its
 * database and its job queue answer (`ok` or `unreachable`), and it is not shutting down (`draining`).
 */
export const ReadinessAnswer = object({ status: string(), database: string(), jobQueue: string() });

/** GET /api/health/live: the process answers at all (`ok`); a process manager restarts it when this fails. */
export const LivenessAnswer = object({ status: string() });

/**
 * The cart sends its buyer to /locations with this query to choose where samples are taken; the locations pages
 * then offer the way back to the cart.
 */
export const FROM_CART_QUERY = { name: 'from', value: 'cart' } as const;
export const LOCATIONS_FROM_CART_PATH = `/locations?${FROM_CART_QUERY.name}=${FROM_CART_QUERY.value}`;
