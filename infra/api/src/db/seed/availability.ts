import { sql } from 'drizzle-orm';
import { unavailableTests } from '../schema';
import type { DatabaseExecutor } from '../client';
import { inChunks } from './bulk';
import { testId } from './catalogue';
import { DEMO_CITIES, cityId } from './cities';
import type { DemoCatalogueItem } from './demo-catalogue';
import { DEMO_FACILITIES, facilityId } from './facilities';
import { GYNAECOLOGY_ROOM_TESTS } from './real-tests/womens-health';

/** Samples a gynaecologist takes in a gynaecology room: only at points that have one. */
const GYNAECOLOGY_TESTS = GYNAECOLOGY_ROOM_TESTS.map((entry) => entry.test.slug);

/** Never by home service: the glucose tolerance test keeps the patient at the point for two hours. */
const POINT_ONLY_TESTS = ['ogtt-75g', ...GYNAECOLOGY_TESTS];

interface UnavailableRow {
  testId: string;
  cityId: string | null;
  facilityId: string | null;
}

/**
 * What each demo location does not offer: swabs only where a point takes swabs, private covid tests only
 * where it offers them, cervical and vaginal samples only where it has a gynaecology room, and point-only tests
 * never at home. A package is unavailable wherever one of its tests is;
 * the API works that out, so only single tests are listed here.
 */
export async function seedAvailability(db: DatabaseExecutor, items: readonly DemoCatalogueItem[]): Promise<void> {
  const singles = items.filter((item) => item.kind === 'test');
  const rows: UnavailableRow[] = [];
  for (const city of DEMO_CITIES.filter((candidate) => candidate.homeService)) {
    for (const slug of POINT_ONLY_TESTS)
      rows.push({ testId: testId(slug), cityId: cityId(city.slug), facilityId: null });
  }
  for (const facility of DEMO_FACILITIES) {
    const offers = (feature: string) => facility.features.some((candidate) => candidate === feature);
    for (const item of singles) {
      const gynaecological = GYNAECOLOGY_TESTS.includes(item.slug);
      const needsSwab = item.sampleType === 'swab' && !gynaecological && !offers('swab');
      const needsCovid = item.category === 'covid-19' && !offers('covidPrivate');
      const needsGynaecology = gynaecological && !offers('gynecology');
      if (needsSwab || needsCovid || needsGynaecology)
        rows.push({ testId: testId(item.slug), cityId: null, facilityId: facilityId(facility.slug) });
    }
  }

  // The demo locations' rows are the demo's to rewrite; rows for locations added by an operator stay.
  const locations = [
    ...DEMO_CITIES.map((city) => cityId(city.slug)),
    ...DEMO_FACILITIES.map((facility) => facilityId(facility.slug)),
  ];
  const existing = await db
    .select()
    .from(unavailableTests)
    .where(
      sql`coalesce(${unavailableTests.cityId}, ${unavailableTests.facilityId}) = any(${sql.param(locations)}::uuid[])`,
    );
  const key = (row: UnavailableRow) => `${row.testId}/${row.cityId ?? ''}/${row.facilityId ?? ''}`;
  const wanted = new Set(rows.map(key));
  const stale = existing.filter((row) => !wanted.has(key(row)));
  for (const row of stale) {
    await db.delete(unavailableTests).where(
      sql`${unavailableTests.testId} = ${row.testId} and ${unavailableTests.cityId} is not distinct from ${row.cityId}
          and ${unavailableTests.facilityId} is not distinct from ${row.facilityId}`,
    );
  }
  const present = new Set(existing.map(key));
  await inChunks(
    rows.filter((row) => !present.has(key(row))),
    (chunk) => db.insert(unavailableTests).values(chunk).onConflictDoNothing(),
  );
}
