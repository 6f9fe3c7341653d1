import { array, boolean, enums, integer, nullable, object, optional, size, string, type Infer } from 'superstruct';
import { ItemPricingAttributes } from '../domain/pricing/item-attributes';
import { ChosenLocation } from './location-prices';

export const Category = object({ slug: string(), name: string(), testCount: integer() });
export type Category = Infer<typeof Category>;

export const TEST_KINDS = ['test', 'package', 'screening', 'weight-loss-package'] as const;
export type TestKind = (typeof TEST_KINDS)[number];

/**
 * One test or package as a list shows it. Prices are minor units at the chosen location (city_uuid or
 * facility_id in the query), or from the default price list when none is chosen.
 */
export const TestSummary = object({
  id: string(),
  slug: string(),
  name: string(),
  kind: enums(TEST_KINDS),
  categorySlug: string(),
  priceMinor: integer(),
  /** Lowest price of the last 30 days, shown beside a reduced price (docs/product-rules.md). */
  lowestPrice30dMinor: nullable(integer()),
  sampleType: nullable(string()),
  turnaroundDays: nullable(integer()),
  requiresFasting: boolean(),
  /** Whether the chosen location offers it; true when no location is chosen. */
  isAvailable: optional(boolean()),
  /** What its price depends on, as the cart and the order both read it. */
  attributes: ItemPricingAttributes,
});
export type TestSummary = Infer<typeof TestSummary>;

/** Tests are single tests; packages are every kind of bundle (packages, screening, weight-loss packages). */
export const TEST_GROUPS = ['tests', 'packages'] as const;
export type TestGroup = (typeof TEST_GROUPS)[number];

export const TEST_SORTS = ['popularity', 'price-asc', 'price-desc', 'name'] as const;
export type TestSort = (typeof TEST_SORTS)[number];

/** Page size when the query names none, and the most one page may hold (a larger perPage is refused with 422). */
export const TEST_LIST_DEFAULT_PER_PAGE = 20;
export const TEST_LIST_MAX_PER_PAGE = 100;

/** The turnaround steps a list may offer as "results within N days"; GET /api/catalogue/facets offers those that narrow it. */
export const TURNAROUND_STEPS = [1, 2, 3, 7, 14] as const;

/** The most sample types one query may name. */
export const TEST_LIST_MAX_SAMPLE_TYPES = 10;

/**
 * GET /api/catalogue/tests?category=&kind=&group=&sort=&page=&perPage=&city_uuid=&facility_id=
 * &priceMin=&priceMax=&sample=&noFasting=&turnaroundDays= (sort defaults to popularity, page to 1). The filters
 * narrow the list, its total and its pages alike.
 */
export const TestListQuery = object({
  category: optional(string()),
  /** Only items of this kind; all kinds when absent. */
  kind: optional(enums(TEST_KINDS)),
  /** tests for /lab-test-list/tests, packages for /lab-test-list/packages and /packages/category. */
  group: optional(enums(TEST_GROUPS)),
  city_uuid: optional(string()),
  facility_id: optional(string()),
  sort: optional(enums(TEST_SORTS)),
  page: optional(integer()),
  perPage: optional(integer()),
  /** Price range in whole currency units (pounds, not pence), at the location's prices; both ends included. */
  priceMin: optional(integer()),
  priceMax: optional(integer()),
  /** Sample types, comma-separated ('blood,urine'): items taking any of them (a package taking several counts for each). */
  sample: optional(string()),
  /** true: only items needing no fasting. */
  noFasting: optional(boolean()),
  /** Only items with results within this many days. */
  turnaroundDays: optional(integer()),
});
export type TestListQuery = Infer<typeof TestListQuery>;

export const TestListAnswer = object({
  items: array(TestSummary),
  total: integer(),
  page: integer(),
  perPage: integer(),
  /** The listed category; its testCount is the items of the group on sale in it, at the location when one is given. */
  category: nullable(Category),
  currency: size(string(), 3, 3),
  /** The location the prices are for; null for the default prices. */
  location: optional(nullable(ChosenLocation)),
});
export type TestListAnswer = Infer<typeof TestListAnswer>;

/** GET /api/catalogue/categories?group= : each category counts the items of the group (all items without one). */
export const CategoriesQuery = object({ group: optional(enums(TEST_GROUPS)) });
export type CategoriesQuery = Infer<typeof CategoriesQuery>;
export const CategoriesAnswer = array(Category);

/**
 * GET /api/catalogue/facets?group=&category= : what the list's filters can offer in a category (or the whole group).
 * Counts are of the items on sale (priced in the default list), regardless of the other filters.
 */
export const TestFacetsQuery = object({ group: optional(enums(TEST_GROUPS)), category: optional(string()) });
export type TestFacetsQuery = Infer<typeof TestFacetsQuery>;

export const SampleTypeFacet = object({ sampleType: string(), count: integer() });
export type SampleTypeFacet = Infer<typeof SampleTypeFacet>;
/** "Results within `days` days" and how many items that leaves. */
export const TurnaroundFacet = object({ days: integer(), count: integer() });
export type TurnaroundFacet = Infer<typeof TurnaroundFacet>;

export const TestFacetsAnswer = object({
  /** The sample types the items take, most items first. */
  sampleTypes: array(SampleTypeFacet),
  /** The TURNAROUND_STEPS that narrow the list (each leaves more than the one before, and not all items). */
  turnaroundDays: array(TurnaroundFacet),
  /** How many need no fasting. */
  noFastingCount: integer(),
});
export type TestFacetsAnswer = Infer<typeof TestFacetsAnswer>;
