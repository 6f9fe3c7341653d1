import { sql } from 'drizzle-orm';
import type { Database, DatabaseExecutor } from '../../db/client';
import { priceLists, testCategories, testPrices, tests } from '../../db/schema';
import { inChunks } from '../../db/seed/bulk';
import { sampleNeedsNurse } from '../catalogue/nursing-need';
import type { CatalogueRow } from './catalogue-row';

/** What a file's rows are checked against: the packages' slugs, the categories and the price lists the shop has. */
export async function readKnownNames(db: Database) {
  const bundles = await db
    .select({ slug: tests.slug })
    .from(tests)
    .where(sql`${tests.kind} <> 'test'`);
  return {
    bundleSlugs: new Set(bundles.map((row) => row.slug)),
    categorySlugs: new Set(
      (await db.select({ slug: testCategories.slug }).from(testCategories)).map((row) => row.slug),
    ),
    priceListCodes: new Set((await db.select({ code: priceLists.code }).from(priceLists)).map((row) => row.code)),
  };
}

/** Writes the tests and their prices in one transaction: all of the file or none of it. */
export async function writeCatalogueRows(db: Database, rows: CatalogueRow[]) {
  return db.transaction((tx) => writeRows(tx, rows));
}

async function writeRows(db: DatabaseExecutor, rows: CatalogueRow[]) {
  const categoryIds = new Map(
    (await db.select({ id: testCategories.id, slug: testCategories.slug }).from(testCategories)).map((row) => [
      row.slug,
      row.id,
    ]),
  );
  const listIds = new Map(
    (await db.select({ id: priceLists.id, code: priceLists.code }).from(priceLists)).map((row) => [row.code, row.id]),
  );

  const bySlug = new Map<string, CatalogueRow>();
  for (const row of rows) if (!bySlug.has(row.slug)) bySlug.set(row.slug, row);
  const testIds = new Map<string, string>();
  let testsCreated = 0;
  let testsUpdated = 0;
  for (const row of bySlug.values()) {
    const fields = {
      name: row.name,
      categoryId: requireId(categoryIds, row.categorySlug),
      ...(row.sampleType === undefined ? {} : { sampleType: row.sampleType }),
      ...(row.turnaroundDays === undefined ? {} : { turnaroundDays: row.turnaroundDays }),
      ...(row.requiresFasting === undefined ? {} : { requiresFasting: row.requiresFasting }),
      ...nursingFields(row),
      ...(row.loincCode === undefined ? {} : { loincCode: row.loincCode }),
      ...(row.synonyms === undefined ? {} : { synonyms: row.synonyms }),
      ...(row.description === undefined ? {} : { description: row.description }),
      ...(row.preparation === undefined ? {} : { preparation: row.preparation }),
      ...(row.audience === undefined ? {} : { audience: row.audience }),
      ...(row.faq === undefined ? {} : { faq: row.faq }),
      generated: false,
    };
    const [written] = await db
      .insert(tests)
      .values({ slug: row.slug, kind: 'test', ...fields })
      .onConflictDoUpdate({ target: tests.slug, set: fields })
      .returning({ id: tests.id, created: sql<boolean>`(xmax = 0)` });
    if (!written) throw new Error(`The test ${row.slug} was not written`);
    testIds.set(row.slug, written.id);
    if (written.created) testsCreated += 1;
    else testsUpdated += 1;
  }

  const prices = rows.map((row) => ({
    priceListId: requireId(listIds, row.priceListCode),
    testId: requireId(testIds, row.slug),
    priceMinor: row.priceMinor,
    validFrom: row.validFrom,
  }));
  await inChunks(prices, (chunk) =>
    db
      .insert(testPrices)
      .values(chunk)
      .onConflictDoUpdate({
        target: [testPrices.priceListId, testPrices.testId, testPrices.validFrom],
        set: { priceMinor: sql`excluded.price_minor` },
      }),
  );
  return { testsCreated, testsUpdated, pricesWritten: prices.length };
}

/** The file's nursing column when it has one; otherwise what its sample type says, when it gives one. */
function nursingFields(row: CatalogueRow): { requiresNursing?: boolean } {
  if (row.requiresNursing !== undefined) return { requiresNursing: row.requiresNursing };
  return row.sampleType === undefined ? {} : { requiresNursing: sampleNeedsNurse(row.sampleType) };
}

function requireId(ids: Map<string, string>, key: string): string {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`Nothing is known as '${key}'`);
  return id;
}
