import type { CatalogueService, ItemCodes } from '../catalogue/service';
import type { KnownPlaces, LocationsService, StoredPlace } from '../locations/service';
import type { ReferralRecord } from './referral-record';
import type { ReferralRow } from './store/referrals';

/** What referrals ask of locations and the catalogue: where each referral is priced, and its tests' names. */
export interface ReferralPlacesAndTests {
  placesOf: LocationsService['placesOf'];
  itemCodes: CatalogueService['itemCodes'];
}

/** The places and tests locations and the catalogue answered. */
export interface KnownPlacesAndTests {
  places: KnownPlaces;
  tests: ReadonlyMap<string, ItemCodes>;
}

/**
 * Asks locations once for the places and the catalogue once for the tests. Asked before a transaction rather than
 * inside it, so a referral being written never waits on a second connection.
 */
export async function lookUpPlacesAndTests(
  owners: ReferralPlacesAndTests,
  places: readonly StoredPlace[],
  testIds: readonly string[],
): Promise<KnownPlacesAndTests> {
  const [knownPlaces, tests] = await Promise.all([owners.placesOf(places), owners.itemCodes(testIds)]);
  return { places: knownPlaces, tests };
}

/** The referrals with their place and tests as the owners name them; a test the catalogue does not hold is left out. */
export function placedAndListed(rows: readonly ReferralRow[], known: KnownPlacesAndTests): ReferralRecord[] {
  return rows.map(({ location, testIds, ...referral }) => ({
    ...referral,
    location: known.places.of(location),
    tests: testIds.flatMap((testId) => {
      const test = known.tests.get(testId);
      return test ? [{ id: test.id, name: test.name, kind: test.kind }] : [];
    }),
  }));
}

/** The same, asking locations and the catalogue about the referrals given. */
export async function withPlacesAndTests(
  owners: ReferralPlacesAndTests,
  rows: readonly ReferralRow[],
): Promise<ReferralRecord[]> {
  if (rows.length === 0) return [];
  const known = await lookUpPlacesAndTests(
    owners,
    rows.map((row) => row.location),
    rows.flatMap((row) => row.testIds),
  );
  return placedAndListed(rows, known);
}
