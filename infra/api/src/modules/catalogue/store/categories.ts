import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Category, TestGroup } from '@labshop/shared-contracts/core/api/catalogue';
import type { Database } from '../../../db/client';
import { tests } from '../../../db/schema';
import { queryPrepared } from '../../../db/prepared';

/** Tests, packages (every kind that is not a single test) or both, as a condition on the `tests` row `t`. */
export function groupCondition(group: TestGroup | null): SQL {
  if (group === 'tests') return sql`t.kind = 'test'`;
  if (group === 'packages') return sql`t.kind <> 'test'`;
  return sql`true`;
}

/** A category's slug and name alone; null when no category has the slug. */
export async function findCategoryName(db: Database, slug: string): Promise<Omit<Category, 'testCount'> | null> {
  const [row] = await queryPrepared<{ slug: string; name: string }>(
    db,
    sql`select c.slug, c.name from test_categories c where c.slug = ${slug}`,
  );
  return row ?? null;
}

/**
 * Categories with a count of the items on sale now (priced in the default list), optionally one group only and
 * one category only (by slug).
 */
export async function selectCategories(
  db: Database,
  group: TestGroup | null,
  slug: string | null = null,
): Promise<Category[]> {
  const where = slug === null ? sql`true` : sql`c.slug = ${slug}`;
  const rows = await queryPrepared<{ slug: string; name: string; test_count: number }>(
    db,
    sql`
    select c.slug, c.name, count(t.id)::int as test_count
    from test_categories c
    left join tests t on t.category_id = c.id and t.published and ${groupCondition(group)}
      and exists (
        select 1 from test_prices p
        where p.test_id = t.id and p.valid_from <= ${new Date()}
          and p.price_list_id = (select pl.id from price_lists pl where pl.is_default)
      )
    where ${where}
    group by c.id
    order by c.position, c.slug
  `,
  );
  return rows.map((row) => ({ slug: row.slug, name: row.name, testCount: row.test_count }));
}

/** The ids of the tests (and packages) in any of the categories, published or not. */
export async function testIdsInCategories(db: Database, categoryIds: readonly string[]): Promise<string[]> {
  if (categoryIds.length === 0) return [];
  const rows = await db
    .select({ id: tests.id })
    .from(tests)
    .where(inArray(tests.categoryId, [...categoryIds]));
  return rows.map((row) => row.id);
}
