import { array, boolean, enums, integer, nullable, object, optional, size, string, type Infer } from 'superstruct';
import { ItemPricingAttributes } from '../domain/pricing/item-attributes';
import { TEST_KINDS, TestSummary } from './catalogue';
import { ChosenLocation, LocationQuery } from './location-prices';

/** GET /api/catalogue/tests/{slug}, /packages/{slug}, /screenings/{slug}: priced for ?city_uuid= or ?facility_id=. */
export const CatalogueDetailQuery = LocationQuery;
export type CatalogueDetailQuery = Infer<typeof CatalogueDetailQuery>;

/** A price at the chosen location, with the lowest price of the last 30 days (null when it did not change). */
export const LocationPrice = object({ priceMinor: integer(), lowestPrice30dMinor: nullable(integer()) });
export type LocationPrice = Infer<typeof LocationPrice>;

/** A question a patient asks about one item, answered in the catalogue for that item only. */
export const CatalogueFaqEntry = object({ question: string(), answer: string() });
export type CatalogueFaqEntry = Infer<typeof CatalogueFaqEntry>;

export const PackageReference = object({ id: string(), slug: string(), name: string(), kind: enums(TEST_KINDS) });
export type PackageReference = Infer<typeof PackageReference>;

const detailFields = {
  id: string(),
  slug: string(),
  name: string(),
  kind: enums(TEST_KINDS),
  category: object({ slug: string(), name: string() }),
  /** What the test measures and why it is ordered. */
  description: nullable(string()),
  /** Other names: abbreviations, Polish names. */
  synonyms: array(string()),
  sampleType: nullable(string()),
  turnaroundDays: nullable(integer()),
  requiresFasting: boolean(),
  /** How to prepare (fasting, time of day, medicines); null when nothing special. */
  preparation: nullable(string()),
  /** Only where the code is certain. */
  loincCode: nullable(string()),
  /** Whom the item is meant for, in plain words; null when the catalogue does not say. */
  audience: nullable(string()),
  /** Questions about this item with their answers; the page adds the ones its own facts answer. */
  faq: array(CatalogueFaqEntry),
  /** A made-up entry that fills the demo catalogue; never a real test. */
  generated: boolean(),
  isWeightLossPackage: boolean(),
  /** What its price depends on, as the cart and the order both read it. */
  attributes: ItemPricingAttributes,
  price: LocationPrice,
  /** Whether the chosen location offers it; when false the page says 'Test not available at the selected location.' */
  isAvailable: boolean(),
  location: nullable(ChosenLocation),
  currency: size(string(), 3, 3),
};

/** GET /api/catalogue/tests/{slug}: one single test, with the packages that include it. */
export const TestDetail = object({ ...detailFields, includedIn: array(PackageReference) });
export type TestDetail = Infer<typeof TestDetail>;

/** The screening fields of a screening package: which variant it is and whom the programme is for. */
export const ScreeningVariantInfo = object({
  programmeSlug: string(),
  programmeName: string(),
  screeningType: enums(['basic', 'extended']),
  targetSex: enums(['female', 'male', 'any']),
  minAge: integer(),
  maxAge: nullable(integer()),
  basicServiceId: string(),
  extendedServiceId: string(),
});
export type ScreeningVariantInfo = Infer<typeof ScreeningVariantInfo>;

/** GET /api/catalogue/packages/{slug}: a package with its tests and what it saves against buying them singly. */
export const PackageDetail = object({
  ...detailFields,
  contents: array(TestSummary),
  /** The contents bought one by one at the same location. */
  singlyTotalMinor: integer(),
  /** singlyTotalMinor - price, never below zero. */
  savingMinor: integer(),
  screening: nullable(ScreeningVariantInfo),
});
export type PackageDetail = Infer<typeof PackageDetail>;

/** A screening programme (/screening-test/{slug}) in brief, as a list shows it. */
export const ScreeningProgrammeSummary = object({
  slug: string(),
  name: string(),
  description: nullable(string()),
  targetSex: enums(['female', 'male', 'any']),
  minAge: integer(),
  maxAge: nullable(integer()),
  basicServiceId: string(),
  extendedServiceId: string(),
});
export type ScreeningProgrammeSummary = Infer<typeof ScreeningProgrammeSummary>;

/** GET /api/catalogue/screenings?sex=&age= : the programmes for a person of that sex and age. */
export const ScreeningListQuery = object({
  sex: optional(enums(['female', 'male'])),
  age: optional(integer()),
});
export type ScreeningListQuery = Infer<typeof ScreeningListQuery>;
export const ScreeningListAnswer = array(ScreeningProgrammeSummary);

/** GET /api/catalogue/screenings/{slug}: the programme with both variants priced. */
export const ScreeningProgrammeDetail = object({
  ...ScreeningProgrammeSummary.schema,
  basic: PackageDetail,
  extended: PackageDetail,
});
export type ScreeningProgrammeDetail = Infer<typeof ScreeningProgrammeDetail>;
