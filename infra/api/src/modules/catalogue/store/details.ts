import { sql, type SQL } from 'drizzle-orm';
import type { ItemPricingAttributes } from '@labshop/shared-contracts/core';
import type {
  CatalogueFaqEntry,
  PackageDetail,
  PackageReference,
  ScreeningProgrammeDetail,
  ScreeningProgrammeSummary,
  ScreeningVariantInfo,
  TestDetail,
} from '@labshop/shared-contracts/core/api/catalogue-detail';
import type { Database } from '../../../db/client';
import { describeLocation } from '../../locations/chosen-location';
import { availability, currentPrice, lowestPrice30d, selectPricedItems, type PriceScope } from './priced-items';
import { pricingAttributes } from './pricing-attributes';

/** The most tests one package lists; real packages hold a few dozen at most. */
const MAX_PACKAGE_CONTENTS = 200;

type CommonDetail = Omit<TestDetail, 'includedIn'>;

/** Where and when to price, and the currency the prices are in. */
export interface DetailScope extends PriceScope {
  currency: string;
}

interface ItemRow extends Record<string, unknown> {
  id: string;
  slug: string;
  name: string;
  kind: TestDetail['kind'];
  category_slug: string;
  category_name: string;
  description: string | null;
  synonyms: string[];
  sample_type: string | null;
  turnaround_days: number | null;
  requires_fasting: boolean;
  preparation: string | null;
  loinc_code: string | null;
  audience: string | null;
  faq: CatalogueFaqEntry[];
  generated: boolean;
  price_minor: number | null;
  lowest_minor: number | null;
  is_available: boolean;
  attributes: ItemPricingAttributes;
}

/** Which items a page may show: the shop's pages show published items only; an admin's preview shows any. */
export type Visibility = 'published' | 'any';

/** One item priced at the scope's location; null when none matches or it has no price (not on sale). */
async function loadItem(
  db: Database,
  where: SQL,
  scope: DetailScope,
  visibility: Visibility = 'published',
): Promise<CommonDetail | null> {
  const result = await db.execute<ItemRow>(sql`
    select t.id, t.slug, t.name, t.kind, c.slug as category_slug, c.name as category_name, t.description,
      t.synonyms, t.sample_type, t.turnaround_days, t.requires_fasting, t.preparation, t.loinc_code, t.audience, t.faq,
      t.generated,
      ${currentPrice(scope, sql`t.id`)} as price_minor,
      ${lowestPrice30d(scope, sql`t.id`)} as lowest_minor,
      ${availability(scope.location, sql`t.id`)} as is_available,
      ${pricingAttributes()} as attributes
    from tests t
    join test_categories c on c.id = t.category_id
    where (t.published or ${visibility === 'any'}) and (${where})
    limit 1
  `);
  const row = result.rows[0];
  if (!row || row.price_minor === null) return null;
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    kind: row.kind,
    category: { slug: row.category_slug, name: row.category_name },
    description: row.description,
    synonyms: row.synonyms,
    sampleType: row.sample_type,
    turnaroundDays: row.turnaround_days,
    requiresFasting: row.requires_fasting,
    preparation: row.preparation,
    loincCode: row.loinc_code,
    audience: row.audience,
    faq: row.faq,
    generated: row.generated,
    isWeightLossPackage: row.kind === 'weight-loss-package',
    attributes: row.attributes,
    price: { priceMinor: row.price_minor, lowestPrice30dMinor: row.lowest_minor },
    isAvailable: row.is_available,
    location: describeLocation(scope.location),
    currency: scope.currency,
  };
}

/** A single test (/lab-test/{slug}); packages have their own page. */
export async function loadTestDetail(db: Database, slug: string, scope: DetailScope): Promise<TestDetail | null> {
  return loadTest(db, sql`t.slug = ${slug}`, scope, 'published');
}

/** A single test by id, published or not, for an admin's preview (/preview/badanie/{id}). */
export async function previewTestDetail(db: Database, id: string, scope: DetailScope): Promise<TestDetail | null> {
  return loadTest(db, sql`t.id = ${id}`, scope, 'any');
}

async function loadTest(
  db: Database,
  where: SQL,
  scope: DetailScope,
  visibility: Visibility,
): Promise<TestDetail | null> {
  const item = await loadItem(db, sql`(${where}) and t.kind = 'test'`, scope, visibility);
  if (!item) return null;
  const includedIn = await db.execute<PackageReference & Record<string, unknown>>(sql`
    select p.id, p.slug, p.name, p.kind
    from package_items pi
    join tests p on p.id = pi.package_id
    where pi.test_id = ${item.id} and p.published
    order by p.popularity desc, p.slug
  `);
  const packages = includedIn.rows.map(({ id, slug: packageSlug, name, kind }) => ({
    id,
    slug: packageSlug,
    name,
    kind,
  }));
  return { ...item, includedIn: packages };
}

/** A package, screening or weight-loss package (/package/{slug}) with its tests priced at the same location. */
export async function loadPackageDetail(db: Database, slug: string, scope: DetailScope): Promise<PackageDetail | null> {
  return loadPackage(db, sql`t.slug = ${slug} and t.kind <> 'test'`, scope);
}

/** A package by id, published or not, for an admin's preview (/preview/pakiet/{id}); its tests as on sale. */
export async function previewPackageDetail(
  db: Database,
  id: string,
  scope: DetailScope,
): Promise<PackageDetail | null> {
  return loadPackage(db, sql`t.id = ${id} and t.kind <> 'test'`, scope, 'any');
}

async function loadPackage(
  db: Database,
  where: SQL,
  scope: DetailScope,
  visibility: Visibility = 'published',
): Promise<PackageDetail | null> {
  const item = await loadItem(db, where, scope, visibility);
  if (!item) return null;
  const { items: contents } = await selectPricedItems(db, scope, {
    where: sql`t.id in (select pi.test_id from package_items pi where pi.package_id = ${item.id})`,
    orderBy: sql`popularity desc, name_order, slug`,
    limit: MAX_PACKAGE_CONTENTS,
  });
  const singlyTotalMinor = contents.reduce((sum, test) => sum + test.priceMinor, 0);
  return {
    ...item,
    contents,
    singlyTotalMinor,
    savingMinor: Math.max(0, singlyTotalMinor - item.price.priceMinor),
    screening: await screeningVariantOf(db, item.id),
  };
}

interface ProgrammeRow extends Record<string, unknown> {
  slug: string;
  name: string;
  description: string | null;
  target_sex: ScreeningProgrammeSummary['targetSex'];
  min_age: number;
  max_age: number | null;
  basic_test_id: string;
  extended_test_id: string;
}

const PROGRAMME_COLUMNS = sql`s.slug, s.name, s.description, s.target_sex, s.min_age, s.max_age, s.basic_test_id,
  s.extended_test_id`;

function toProgrammeSummary(row: ProgrammeRow): ScreeningProgrammeSummary {
  return {
    slug: row.slug,
    name: row.name,
    description: row.description,
    targetSex: row.target_sex,
    minAge: row.min_age,
    maxAge: row.max_age,
    basicServiceId: row.basic_test_id,
    extendedServiceId: row.extended_test_id,
  };
}

async function screeningVariantOf(db: Database, itemId: string): Promise<ScreeningVariantInfo | null> {
  const result = await db.execute<ProgrammeRow>(sql`
    select ${PROGRAMME_COLUMNS} from screening_programmes s
    where s.basic_test_id = ${itemId} or s.extended_test_id = ${itemId}
  `);
  const row = result.rows[0];
  if (!row) return null;
  const programme = toProgrammeSummary(row);
  return {
    programmeSlug: programme.slug,
    programmeName: programme.name,
    screeningType: row.basic_test_id === itemId ? 'basic' : 'extended',
    targetSex: programme.targetSex,
    minAge: programme.minAge,
    maxAge: programme.maxAge,
    basicServiceId: programme.basicServiceId,
    extendedServiceId: programme.extendedServiceId,
  };
}

/** Screening programmes for a person: of their sex or for everyone, and covering their age. */
export async function listScreeningProgrammes(
  db: Database,
  filter: { sex: 'female' | 'male' | null; age: number | null },
): Promise<ScreeningProgrammeSummary[]> {
  const result = await db.execute<ProgrammeRow>(sql`
    select ${PROGRAMME_COLUMNS} from screening_programmes s
    where (${filter.sex}::text is null or s.target_sex::text in (${filter.sex}::text, 'any'))
      and (${filter.age}::int is null or (s.min_age <= ${filter.age}::int and (s.max_age is null or s.max_age >= ${filter.age}::int)))
    order by s.min_age, s.slug
  `);
  return result.rows.map(toProgrammeSummary);
}

/** A programme (/screening-test/{slug}) with both variants priced; null when it or a variant is not on sale. */
export async function loadScreeningProgramme(
  db: Database,
  slug: string,
  scope: DetailScope,
): Promise<ScreeningProgrammeDetail | null> {
  const result = await db.execute<ProgrammeRow>(
    sql`select ${PROGRAMME_COLUMNS} from screening_programmes s where s.slug = ${slug}`,
  );
  const row = result.rows[0];
  if (!row) return null;
  const [basic, extended] = await Promise.all([
    loadPackage(db, sql`t.id = ${row.basic_test_id}`, scope),
    loadPackage(db, sql`t.id = ${row.extended_test_id}`, scope),
  ]);
  if (!basic || !extended) return null;
  return { ...toProgrammeSummary(row), basic, extended };
}
