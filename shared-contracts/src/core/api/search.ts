import { array, integer, nullable, object, optional, size, string, enums, type Infer } from 'superstruct';
import { TEST_GROUPS, TestSummary } from './catalogue';
import { ChosenLocation } from './location-prices';

/** A longer query is refused with 422; nobody types more, and it bounds the work one request can ask for. */
export const SEARCH_QUERY_MAX_LENGTH = 200;
export const SEARCH_DEFAULT_LIMIT = 10;
export const SEARCH_MAX_LIMIT = 50;

/**
 * GET /api/catalogue/search?q=&limit=&group=&city_uuid=&facility_id= : names, synonyms and abbreviations, tolerant
 * of typos and Polish letters, best match first. An empty q answers no items.
 */
export const SearchQuery = object({
  q: optional(string()),
  limit: optional(integer()),
  group: optional(enums(TEST_GROUPS)),
  city_uuid: optional(string()),
  facility_id: optional(string()),
});
export type SearchQuery = Infer<typeof SearchQuery>;

export const SearchAnswer = object({
  /** The query as searched: trimmed, control characters removed. */
  query: string(),
  items: array(TestSummary),
  currency: size(string(), 3, 3),
  location: nullable(ChosenLocation),
});
export type SearchAnswer = Infer<typeof SearchAnswer>;

export const RecommendedItem = object({ ...TestSummary.schema, reason: nullable(string()) });
export type RecommendedItem = Infer<typeof RecommendedItem>;

/** GET /api/catalogue/recommendations/{uuid}: a saved set of recommended tests, in the order it was made. */
export const RecommendationsAnswer = object({
  uuid: string(),
  title: string(),
  note: nullable(string()),
  createdAt: string(),
  items: array(RecommendedItem),
  currency: size(string(), 3, 3),
  location: nullable(ChosenLocation),
});
export type RecommendationsAnswer = Infer<typeof RecommendationsAnswer>;

export const RecommendationsQuery = object({
  city_uuid: optional(string()),
  facility_id: optional(string()),
});
export type RecommendationsQuery = Infer<typeof RecommendationsQuery>;
