import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { labResults, orderLines, packageItems, referralTests, screeningProgrammes, tests } from '../schema';
import type { DatabaseExecutor } from '../client';
import { inChunks } from './bulk';
import { categoryId } from './categories';
import type { DemoCatalogueItem } from './demo-catalogue';
import { DEMO_SCREENING_PROGRAMMES } from './screening-programmes';
import { seedId } from './seed-id';
import { changedRows, upsertChanges } from './upsert';

export const testId = (slug: string) => seedId('test', slug);
export const screeningProgrammeId = (slug: string) => seedId('screening-programme', slug);

export async function seedCatalogue(db: DatabaseExecutor, items: readonly DemoCatalogueItem[]): Promise<void> {
  const rows = items.map((item) => ({
    id: testId(item.slug),
    slug: item.slug,
    name: item.name,
    kind: item.kind,
    categoryId: categoryId(item.category),
    description: item.description,
    sampleType: item.sampleType,
    turnaroundDays: item.turnaroundDays,
    requiresFasting: item.requiresFasting,
    requiresNursing: item.requiresNursing,
    includesNursing: item.includesNursing,
    preparation: item.preparation,
    loincCode: item.loincCode,
    audience: item.audience,
    faq: item.faq,
    synonyms: item.synonyms,
    popularity: item.popularity,
    generated: item.generated,
    published: true,
  }));
  const ids = sql.param(rows.map((row) => row.id));
  const stored = await db
    .select()
    .from(tests)
    .where(sql`${tests.id} = any(${ids}::uuid[])`);
  await inChunks(changedRows(rows, stored), (chunk) =>
    db
      .insert(tests)
      .values(chunk)
      .onConflictDoUpdate({ target: tests.id, ...upsertChanges(tests) }),
  );
  await retireStaleGeneratedItems(
    db,
    rows.map((row) => row.id),
  );

  await seedPackageContents(db, items);
  await seedScreeningProgrammes(db);
}

/**
 * Generated entries this seed no longer writes leave: in the demo shop that is every one of them, as a database
 * seeded when the demo was filled with made-up tests still holds thousands. Their prices, availability and offer,
 * campaign, code and recommendation rows go with them (those references cascade), and a package holding one loses
 * it. One that an order, a referral or a result names stays as the record of what was bought, but off sale.
 */
async function retireStaleGeneratedItems(db: DatabaseExecutor, wantedIds: readonly string[]): Promise<void> {
  const stale = and(eq(tests.generated, true), sql`${tests.id} <> all(${sql.param(wantedIds)}::uuid[])`);
  const staleIds = db.select({ id: tests.id }).from(tests).where(stale);
  const named = sql`(
    exists (select 1 from ${orderLines} where ${orderLines.testId} = ${tests.id})
    or exists (select 1 from ${referralTests} where ${referralTests.testId} = ${tests.id})
    or exists (select 1 from ${labResults} where ${labResults.testId} = ${tests.id})
  )`;
  await db.delete(packageItems).where(inArray(packageItems.testId, staleIds));
  await db
    .update(tests)
    .set({ published: false })
    .where(and(stale, eq(tests.published, true), named));
  await db.delete(tests).where(and(stale, sql`not ${named}`));
}

async function seedPackageContents(db: DatabaseExecutor, items: readonly DemoCatalogueItem[]): Promise<void> {
  const packages = items.filter((item) => item.contents.length > 0);
  for (const item of packages) {
    await db
      .delete(packageItems)
      .where(
        and(eq(packageItems.packageId, testId(item.slug)), notInArray(packageItems.testId, item.contents.map(testId))),
      );
  }
  const rows = packages.flatMap((item) =>
    item.contents.map((slug) => ({ packageId: testId(item.slug), testId: testId(slug) })),
  );
  await inChunks(rows, (chunk) => db.insert(packageItems).values(chunk).onConflictDoNothing());
}

async function seedScreeningProgrammes(db: DatabaseExecutor): Promise<void> {
  const rows = DEMO_SCREENING_PROGRAMMES.map((programme) => ({
    id: screeningProgrammeId(programme.slug),
    slug: programme.slug,
    name: programme.name,
    description: programme.description,
    targetSex: programme.targetSex,
    minAge: programme.minAge,
    maxAge: programme.maxAge,
    basicTestId: testId(programme.basic.slug),
    extendedTestId: testId(programme.extended.slug),
  }));
  await db
    .insert(screeningProgrammes)
    .values(rows)
    .onConflictDoUpdate({ target: screeningProgrammes.id, ...upsertChanges(screeningProgrammes) });
}
