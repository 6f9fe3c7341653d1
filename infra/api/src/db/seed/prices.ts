import { sql } from 'drizzle-orm';
import { priceLists, testPrices } from '../schema';
import type { DatabaseExecutor } from '../client';
import { inChunks } from './bulk';
import { testId } from './catalogue';
import { DEMO_CITIES, cityId } from './cities';
import type { DemoCatalogueItem } from './demo-catalogue';
import { facilityId } from './facilities';
import { seedId } from './seed-id';
import { seedBetween, seedNumber } from './seed-number';
import type { PriceStory } from './demo-test';
import { upsertChanges } from './upsert';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface DemoPriceList {
  code: string;
  name: string;
  isDefault: boolean;
  cityId: string | null;
  facilityId: string | null;
}

const DEFAULT_LIST: DemoPriceList = {
  code: 'default',
  name: 'Default prices',
  isDefault: true,
  cityId: null,
  facilityId: null,
};

/** Home visits cost more in some cities for some tests: one list per city with home service. */
const HOME_SERVICE_LISTS: DemoPriceList[] = DEMO_CITIES.filter((city) => city.homeService).map((city) => ({
  code: `home-service-${city.slug}`,
  name: `Home service in ${city.name}`,
  isDefault: false,
  cityId: cityId(city.slug),
  facilityId: null,
}));

/** A few collection points sell some tests for less than the default price. */
const CHEAPER_FACILITIES = [
  'warszawa-grochowska',
  'lodz-piotrkowska',
  'katowice-mickiewicza',
  'lublin-krakowskie-przedmiescie',
];
const FACILITY_LISTS: DemoPriceList[] = CHEAPER_FACILITIES.map((slug) => ({
  code: `facility-${slug}`,
  name: `Collection point ${slug}`,
  isDefault: false,
  cityId: null,
  facilityId: facilityId(slug),
}));

/** Fixed examples the API tests rely on, besides the share of tests each list changes by hash. */
const WARSZAWA_HOME_TESTS = ['complete-blood-count', 'glucose', 'tsh', 'vitamin-d-25-oh', 'lipid-panel'];
/** Vitamin D at Grochowska: reduced below the default price five days ago. */
export const GROCHOWSKA_VITAMIN_D = { facility: 'warszawa-grochowska', test: 'vitamin-d-25-oh', priceMinor: 5900 };

/** Share (percent) of the catalogue each home-service and facility list prices differently. */
const HOME_SERVICE_SHARE = 12;
const FACILITY_SHARE = 10;

export const priceListId = (code: string) => seedId('price-list', code);

interface PriceStep {
  daysAgo: number;
  priceMinor: number;
}

export interface PriceRow {
  id: string;
  priceListId: string;
  testId: string;
  priceMinor: number;
  validFrom: Date;
}

/** The price history behind each story; the last step is the current price. */
function stepsFor(story: PriceStory, priceMinor: number): PriceStep[] {
  const scaled = (factor: number) => roundToUnit(priceMinor * factor);
  switch (story) {
    case 'steady':
      return [{ daysAgo: 180, priceMinor }];
    case 'reduced':
      return [
        { daysAgo: 180, priceMinor: scaled(1.25) },
        { daysAgo: 12, priceMinor },
      ];
    case 'promotion-ended':
      return [
        { daysAgo: 180, priceMinor },
        { daysAgo: 25, priceMinor: scaled(0.8) },
        { daysAgo: 7, priceMinor },
      ];
    case 'raised':
      return [
        { daysAgo: 180, priceMinor: scaled(0.85) },
        { daysAgo: 45, priceMinor },
      ];
  }
}

const roundToUnit = (minor: number) => Math.round(minor / 100) * 100;

/** Every demo price list: the default one, one per home-service city and the few points with their own prices. */
export const DEMO_PRICE_LISTS: readonly DemoPriceList[] = [DEFAULT_LIST, ...HOME_SERVICE_LISTS, ...FACILITY_LISTS];

/**
 * Writes the price lists and a history laid out back from the start of the current day (UTC), so the same
 * day always gives the same rows, and on a later day the same rows move forward instead of piling up.
 */
export async function seedPrices(db: DatabaseExecutor, items: readonly DemoCatalogueItem[], now: Date): Promise<void> {
  await db
    .insert(priceLists)
    .values(DEMO_PRICE_LISTS.map((list) => ({ id: priceListId(list.code), ...list })))
    .onConflictDoUpdate({ target: priceLists.id, ...upsertChanges(priceLists) });
  await replacePriceRows(db, demoPriceRows(items, now));
  await removeLocationPricesOfPackages(db, items);
}

/**
 * Earlier versions of the demo gave packages prices of their own at some locations; those rows are removed by the
 * ids they were written under (a history of one or two steps), so nothing an operator added is touched.
 */
async function removeLocationPricesOfPackages(db: DatabaseExecutor, items: readonly DemoCatalogueItem[]) {
  const locationLists = DEMO_PRICE_LISTS.filter((list) => !list.isDefault);
  const ids = items
    .filter((item) => item.kind !== 'test')
    .flatMap((item) =>
      locationLists.flatMap((list) => [0, 1].map((index) => seedId('price', list.code, item.slug, String(index)))),
    );
  if (ids.length > 0) await db.delete(testPrices).where(sql`${testPrices.id} = any(${sql.param(ids)}::uuid[])`);
}

/**
 * The price history of every item in every list. Locations price single tests only: a package costs the same
 * everywhere, and as its price is set well below its tests', it stays below them wherever they cost more or less.
 */
export function demoPriceRows(items: readonly DemoCatalogueItem[], now: Date): PriceRow[] {
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const row = (list: DemoPriceList, slug: string, index: number, step: PriceStep): PriceRow => ({
    id: seedId('price', list.code, slug, String(index)),
    priceListId: priceListId(list.code),
    testId: testId(slug),
    priceMinor: step.priceMinor,
    validFrom: new Date(today - step.daysAgo * DAY_MS),
  });

  const rows: PriceRow[] = [];
  for (const item of items) {
    stepsFor(item.priceStory, item.priceMinor).forEach((step, index) =>
      rows.push(row(DEFAULT_LIST, item.slug, index, step)),
    );
    if (item.kind !== 'test') continue;
    for (const list of HOME_SERVICE_LISTS) {
      const fixed = list.code === 'home-service-warszawa' && WARSZAWA_HOME_TESTS.includes(item.slug);
      if (fixed) {
        rows.push(row(list, item.slug, 0, { daysAgo: 90, priceMinor: roundToUnit(item.priceMinor * 1.15) }));
      } else if (seedNumber(100, list.code, item.slug) < HOME_SERVICE_SHARE) {
        const percent = seedBetween(105, 120, 5, 'markup', list.code, item.slug);
        locationSteps(list.code, item.slug, roundToUnit((item.priceMinor * percent) / 100)).forEach((step, index) =>
          rows.push(row(list, item.slug, index, step)),
        );
      }
    }
    for (const list of FACILITY_LISTS) {
      const fixed =
        list.code === `facility-${GROCHOWSKA_VITAMIN_D.facility}` && item.slug === GROCHOWSKA_VITAMIN_D.test;
      if (fixed) {
        rows.push(row(list, item.slug, 0, { daysAgo: 5, priceMinor: GROCHOWSKA_VITAMIN_D.priceMinor }));
      } else if (seedNumber(100, list.code, item.slug) < FACILITY_SHARE) {
        const percent = seedBetween(85, 95, 5, 'discount', list.code, item.slug);
        locationSteps(list.code, item.slug, roundToUnit((item.priceMinor * percent) / 100)).forEach((step, index) =>
          rows.push(row(list, item.slug, index, step)),
        );
      }
    }
  }
  return rows;
}

/** A location's own price: mostly set months ago, sometimes changed within the last 30 days. */
function locationSteps(listCode: string, slug: string, priceMinor: number): PriceStep[] {
  if (seedNumber(10, 'location-story', listCode, slug) === 0) {
    return [
      { daysAgo: 120, priceMinor: roundToUnit(priceMinor * 1.1) },
      { daysAgo: 8, priceMinor },
    ];
  }
  return [{ daysAgo: 120, priceMinor }];
}

/** Rows whose day moved are removed first and written anew, so no move collides with a row not yet moved. */
async function replacePriceRows(db: DatabaseExecutor, rows: PriceRow[]): Promise<void> {
  const ids = rows.map((row) => row.id);
  const existing = await db
    .select({ id: testPrices.id, priceMinor: testPrices.priceMinor, validFrom: testPrices.validFrom })
    .from(testPrices)
    .where(sql`${testPrices.id} = any(${sql.param(ids)}::uuid[])`);
  const wanted = new Map(rows.map((row) => [row.id, row]));
  const moved = existing
    .filter((row) => {
      const target = wanted.get(row.id);
      return !target || target.priceMinor !== row.priceMinor || target.validFrom.getTime() !== row.validFrom.getTime();
    })
    .map((row) => row.id);
  if (moved.length > 0) await db.delete(testPrices).where(sql`${testPrices.id} = any(${sql.param(moved)}::uuid[])`);
  const movedIds = new Set(moved);
  const present = new Set(existing.map((row) => row.id).filter((id) => !movedIds.has(id)));
  await inChunks(
    rows.filter((row) => !present.has(row.id)),
    (chunk) => db.insert(testPrices).values(chunk).onConflictDoNothing({ target: testPrices.id }),
  );
}
