import { sql, type SQL } from 'drizzle-orm';

/** What a patient narrows a list by; null leaves a filter off. */
export interface ListFilters {
  /** In whole currency units, both ends included. */
  priceMin: number | null;
  priceMax: number | null;
  /** Items taking any of these samples. */
  sampleTypes: readonly string[] | null;
  noFasting: boolean;
  /** Results within this many days. */
  turnaroundDays: number | null;
}

export const NO_FILTERS: ListFilters = {
  priceMin: null,
  priceMax: null,
  sampleTypes: null,
  noFasting: false,
  turnaroundDays: null,
};

/** Both currencies the shop sells in (GBP, PLN) have 100 minor units to the whole one. */
const MINOR_UNITS = 100;

export function hasFilters(filters: ListFilters): boolean {
  return (
    filters.priceMin !== null ||
    filters.priceMax !== null ||
    filters.sampleTypes !== null ||
    filters.noFasting ||
    filters.turnaroundDays !== null
  );
}

/**
 * A package lists every sample it takes, comma-separated ('blood, urine'), so a sample type is matched as one entry
 * of that list.
 */
export const SAMPLE_TYPE_LIST = sql`regexp_split_to_array(t.sample_type, ',\\s*')`;

/**
 * The filters as a condition on the `tests` row `t` and its current price `cur`. Left unindexed on purpose: a list
 * is already cut to its category and group and priced row by row to be sorted, and none of these columns is selective
 * enough (five sample types, a yes/no, a few turnarounds) for an index to beat reading those rows.
 */
export function filterCondition(filters: ListFilters): SQL {
  const conditions: SQL[] = [];
  if (filters.priceMin !== null) conditions.push(sql`cur.price_minor >= ${filters.priceMin * MINOR_UNITS}`);
  if (filters.priceMax !== null) conditions.push(sql`cur.price_minor <= ${filters.priceMax * MINOR_UNITS}`);
  if (filters.sampleTypes !== null) {
    // One parameter, whatever the number of types: the statement keeps one shape and one plan.
    conditions.push(sql`${SAMPLE_TYPE_LIST} && string_to_array(${filters.sampleTypes.join(',')}, ',')`);
  }
  if (filters.noFasting) conditions.push(sql`not t.requires_fasting`);
  if (filters.turnaroundDays !== null) conditions.push(sql`t.turnaround_days <= ${filters.turnaroundDays}`);
  return conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `);
}
