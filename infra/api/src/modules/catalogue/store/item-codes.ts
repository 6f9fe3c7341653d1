import { eq, inArray } from 'drizzle-orm';
import type { TestKind } from '@labshop/shared-contracts/core/api/catalogue';
import type { DatabaseExecutor } from '../../../db/client';
import { packageItems, tests } from '../../../db/schema';

/** How the catalogue names and codes an item: what an ordered test is shown by and a lab's report matched by. */
export interface ItemCodes {
  id: string;
  name: string;
  kind: TestKind;
  slug: string;
  /** Null where no code is certain. */
  loinc: string | null;
}

const codeColumns = { id: tests.id, name: tests.name, kind: tests.kind, slug: tests.slug, loinc: tests.loincCode };

/**
 * The items among `ids`, published or not: an item taken off sale keeps its name and codes for the orders and
 * results that hold it. Unknown ids are missing from the map.
 */
export async function loadItemCodes(db: DatabaseExecutor, ids: readonly string[]): Promise<Map<string, ItemCodes>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select(codeColumns).from(tests).where(inArray(tests.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The tests inside each of the packages among `packageIds`, published or not, with the package they are in. */
export async function loadPackageContents(
  db: DatabaseExecutor,
  packageIds: readonly string[],
): Promise<Array<{ packageId: string; test: ItemCodes }>> {
  const unique = [...new Set(packageIds)];
  if (unique.length === 0) return [];
  return db
    .select({ packageId: packageItems.packageId, test: codeColumns })
    .from(packageItems)
    .innerJoin(tests, eq(tests.id, packageItems.testId))
    .where(inArray(packageItems.packageId, unique));
}
