import { array, boolean, enums, integer, nullable, number, object, optional, string, type Infer } from 'superstruct';

/** A collection point's features, in the order the locations page lists its filters. */
export const COLLECTION_POINT_FEATURES = [
  'childFriendly',
  'prevention40Plus',
  'covidNfz',
  'covidPrivate',
  'gynecology',
  'sport',
  'swab',
  'parking',
  'disabledAccess',
  'openSunday',
  'openSaturday',
  'nextToLab',
] as const;
export type CollectionPointFeature = (typeof COLLECTION_POINT_FEATURES)[number];

export const CollectionPointFeatures = object({
  childFriendly: boolean(),
  /** Youngest child the point takes samples from; null where children are not taken. */
  childMinAge: nullable(integer()),
  prevention40Plus: boolean(),
  covidNfz: boolean(),
  covidPrivate: boolean(),
  gynecology: boolean(),
  sport: boolean(),
  swab: boolean(),
  parking: boolean(),
  disabledAccess: boolean(),
  openSunday: boolean(),
  openSaturday: boolean(),
  nextToLab: boolean(),
});

export const CollectionPointCity = object({ uuid: string(), slug: string(), name: string(), homeService: boolean() });

/** A collection point (a facility) as the locations pages and the map show it. */
export const CollectionPoint = object({
  id: string(),
  slug: string(),
  name: string(),
  city: CollectionPointCity,
  street: string(),
  postalCode: string(),
  latitude: nullable(number()),
  longitude: nullable(number()),
  openingHours: nullable(string()),
  additionalOpeningHours: nullable(string()),
  additionalInfo: nullable(string()),
  /** Temporarily closed: listed, but nothing can be booked there. */
  closed: boolean(),
  partnerBrands: array(string()),
  features: CollectionPointFeatures,
  /** A directions link to the point (Google Maps), null without coordinates. */
  directionsUrl: nullable(string()),
});
export type CollectionPoint = Infer<typeof CollectionPoint>;

/**
 * GET /api/collection-points?city=&postCode=&town=&features=&childAge=&hideClosed=
 * town matches the city, street or name without regard to case or Polish letters ('lodz' finds Łódź);
 * postCode matches from the start, with or without the dash; every listed feature must be present.
 */
export const CollectionPointListQuery = object({
  city: optional(string()),
  postCode: optional(string()),
  town: optional(string()),
  features: optional(array(enums(COLLECTION_POINT_FEATURES))),
  /** Points that take a child of this age (child-friendly, minimum age at most this). */
  childAge: optional(integer()),
  hideClosed: optional(boolean()),
});
export type CollectionPointListQuery = Infer<typeof CollectionPointListQuery>;

export const CollectionPointListAnswer = object({ items: array(CollectionPoint), total: integer() });
export type CollectionPointListAnswer = Infer<typeof CollectionPointListAnswer>;

/** GET /api/collection-points/cities: every city with how many points it has. */
export const CityWithCollectionPoints = object({
  uuid: string(),
  slug: string(),
  name: string(),
  homeService: boolean(),
  collectionPointCount: integer(),
  openCollectionPointCount: integer(),
});
export type CityWithCollectionPoints = Infer<typeof CityWithCollectionPoints>;
export const CitiesWithCollectionPointsAnswer = array(CityWithCollectionPoints);

/** POST /api/profile/collection-point and .../update-default: the body names the point. */
export const CollectionPointRequest = object({ id: string() });
export type CollectionPointRequest = Infer<typeof CollectionPointRequest>;

/** The answer of update-default: the user's default point from now on (the user's `default_facility`). */
export const DefaultCollectionPointAnswer = object({
  defaultFacilityId: string(),
  collectionPoint: CollectionPoint,
});
export type DefaultCollectionPointAnswer = Infer<typeof DefaultCollectionPointAnswer>;
