import { sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Category, TestGroup, TestSort, TestSummary } from '@labshop/shared-contracts/core/api/catalogue';
import type { Database } from '../../db/client';
import { queryPrepared } from '../../db/prepared';
import {
  listScreeningProgrammes,
  loadPackageDetail,
  loadScreeningProgramme,
  loadTestDetail,
  type DetailScope,
} from './details';
import { loadPackagePreview, loadTestPreview } from './previews';
import { selectPricedItems, type PriceScope, type PricedItems } from './priced-items';

export interface TestListParams {
  categorySlug: string | null;
  kind: TestSummary['kind'] | null;
  group: TestGroup | null;
  sort: TestSort;
  page: number;
  perPage: number;
  scope: PriceScope;
}

const ORDERS: Record<TestSort, SQL> = {
  popularity: sql`popularity desc, name_order, slug`,
  'price-asc': sql`price_minor asc, name_order, slug`,
  'price-desc': sql`price_minor desc, name_order, slug`,
  name: sql`name_order, slug`,
};

export function groupCondition(group: TestGroup | null): SQL {
  if (group === 'tests') return sql`t.kind = 'test'`;
  if (group === 'packages') return sql`t.kind <> 'test'`;
  return sql`true`;
}

export function createCatalogueService(db: Database) {
  return {
    /**
     * The categories with something of the group on sale in them, each with how many, in catalogue order. A category
     * with nothing published is left out, so navigation never leads to an empty page.
     */
    async listCategories(group: TestGroup | null = null): Promise<Category[]> {
      const categories = await selectCategories(db, group);
      return categories.filter((category) => category.testCount > 0);
    },

    /** A category's slug and name alone: the list's own total gives its count when the list is the whole group. */
    async findCategoryName(slug: string): Promise<Omit<Category, 'testCount'> | null> {
      const [row] = await queryPrepared<{ slug: string; name: string }>(
        db,
        sql`select c.slug, c.name from test_categories c where c.slug = ${slug}`,
      );
      return row ?? null;
    },

    async findCategory(slug: string, group: TestGroup | null = null): Promise<Category | null> {
      const [category] = await selectCategories(db, group, sql`c.slug = ${slug}`);
      return category ?? null;
    },

    /** One page of the items on sale, priced at the scope's location. */
    async listTests(params: TestListParams): Promise<PricedItems> {
      const where = sql.join(
        [
          params.categorySlug === null ? sql`true` : sql`c.slug = ${params.categorySlug}`,
          params.kind === null ? sql`true` : sql`t.kind = ${params.kind}`,
          groupCondition(params.group),
        ],
        sql` and `,
      );
      return selectPricedItems(db, params.scope, {
        where,
        orderBy: ORDERS[params.sort],
        limit: params.perPage,
        offset: (params.page - 1) * params.perPage,
      });
    },

    testDetail: (slug: string, scope: DetailScope) => loadTestDetail(db, slug, scope),
    packageDetail: (slug: string, scope: DetailScope) => loadPackageDetail(db, slug, scope),
    testPreview: (id: string, scope: DetailScope) => loadTestPreview(db, id, scope),
    packagePreview: (id: string, scope: DetailScope) => loadPackagePreview(db, id, scope),
    screeningProgramme: (slug: string, scope: DetailScope) => loadScreeningProgramme(db, slug, scope),
    screeningProgrammes: (filter: { sex: 'female' | 'male' | null; age: number | null }) =>
      listScreeningProgrammes(db, filter),
  };
}

/** Categories with a count of the items on sale now (priced in the default list), optionally one group only. */
async function selectCategories(db: Database, group: TestGroup | null, where: SQL = sql`true`): Promise<Category[]> {
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

export type CatalogueService = ReturnType<typeof createCatalogueService>;

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: CatalogueService;
  }
}

export default fp(
  async function catalogueService(fastify) {
    fastify.decorate('catalogue', createCatalogueService(fastify.db));
  },
  { name: 'catalogue-service', dependencies: ['database'] },
);
