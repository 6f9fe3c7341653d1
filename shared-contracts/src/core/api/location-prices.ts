import { array, boolean, integer, literal, object, optional, record, string, type Infer } from 'superstruct';
import { oneOf } from '../shapes/one-of';
import { ItemPricingAttributes } from '../domain/pricing/item-attributes';

/**
 * Where the patient gives the sample: city_uuid for home service in a city, or facility_id for a
 * collection point. Prices and availability follow the choice; with neither, the default prices apply.
 */
export const LocationQuery = object({
  city_uuid: optional(string()),
  facility_id: optional(string()),
});
export type LocationQuery = Infer<typeof LocationQuery>;

/** The location an answer was priced for, as the API understood the query. */
export const ChosenLocation = oneOf([
  object({ kind: literal('home-service'), cityUuid: string(), cityName: string() }),
  object({ kind: literal('collection-point'), facilityId: string(), facilityName: string(), closed: boolean() }),
]);
export type ChosenLocation = Infer<typeof ChosenLocation>;

/** GET /api/services/customer-services?city_uuid=|facility_id= (customer services, e.g. RESULTS_ANALYZE). */
export const CustomerService = object({
  code: string(),
  /** Minor units, like every price. */
  price: integer(),
  name: optional(string()),
});
export type CustomerService = Infer<typeof CustomerService>;
export const CustomerServicesAnswer = array(CustomerService);
export type CustomerServicesAnswer = Infer<typeof CustomerServicesAnswer>;

/**
 * GET /api/services/visit-services: the services a visit can be booked with (visit services), at the shop's
 * prices (minor units, per patient). The cart prices its visit services from this, as the order does.
 */
export const VisitServiceOffer = object({ id: string(), name: string(), price: integer() });
export type VisitServiceOffer = Infer<typeof VisitServiceOffer>;
export const VisitServicesAnswer = array(VisitServiceOffer);
export type VisitServicesAnswer = Infer<typeof VisitServicesAnswer>;

/** The most ids one examinations-data call may ask about: a generous cart. */
export const EXAMINATIONS_DATA_MAX_IDS = 200;

/**
 * POST /api/updated/examinations-data: the cart's items priced for a location. The product spells the list
 * 'examinaitons'; 'examinations' is accepted too.
 */
export const ExaminationsDataRequest = object({
  examinaitons: optional(array(string())),
  examinations: optional(array(string())),
  city_uuid: optional(string()),
  facility_id: optional(string()),
});
export type ExaminationsDataRequest = Infer<typeof ExaminationsDataRequest>;

/**
 * One item at the location: its price and availability, its name and the catalogue's facts its pricing reads, so
 * every refresh brings the cart's items in line with what the order will be priced and worded from.
 */
export const ExaminationData = object({
  id: string(),
  name: string(),
  price: integer(),
  isAvailable: boolean(),
  attributes: ItemPricingAttributes,
});
export type ExaminationData = Infer<typeof ExaminationData>;

/** Keyed by examination id. An id missing from the map is not sold (any more): the cart drops it. */
export const ExaminationsDataAnswer = record(string(), ExaminationData);
export type ExaminationsDataAnswer = Infer<typeof ExaminationsDataAnswer>;
