import fp from 'fastify-plugin';
import type {
  Category,
  TestFacetsAnswer,
  TestGroup,
  TestListAnswer,
} from '@labshop/shared-contracts/core/api/catalogue';
import type { Database, DatabaseExecutor } from '../../db/client';
import { notFound } from '../../platform/errors';
import { findCategoryName, selectCategories, testIdsInCategories } from './store/categories';
import {
  listScreeningProgrammes,
  loadPackageDetail,
  loadScreeningProgramme,
  loadTestDetail,
  type DetailScope,
} from './store/details';
import { selectListFacets } from './store/list-facets';
import { hasFilters } from './store/list-filters';
import { loadItemCodes, loadPackageContents } from './store/item-codes';
import { loadPackagePreview, loadTestPreview } from './store/previews';
import type { PriceScope } from './store/priced-items';
import { selectPricedItemsAmong, type ChosenItemsOrder } from './store/priced-items-among';
import { selectSearchMatches, type SearchMatchesQuery } from './store/search-matches';
import { loadPublishedBySlug } from './store/published-by-slug';
import { loadShopItems } from './store/shop-items';
import { listTests, type TestListParams } from './store/test-list';

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

    /**
     * One page of a category's (or the whole group's) items with the category and its count; 404 for an unknown
     * category.
     */
    async listPage(params: TestListParams): Promise<Omit<TestListAnswer, 'currency' | 'location'>> {
      // The page's rows name their category (slug and name alone), so a category's page is one statement; only a
      // page without items asks for the category on its own. An unknown category lists nothing.
      const { items, total, firstCategory } = await listTests(db, params);
      const named =
        params.categorySlug === null ? null : (firstCategory ?? (await findCategoryName(db, params.categorySlug)));
      if (params.categorySlug !== null && !named) throw notFound();
      // Listing the whole group unfiltered, the page's total is the category's count: no second pass over the
      // category for it.
      const category =
        named === null
          ? null
          : params.kind === null && !hasFilters(params.filters)
            ? { ...named, testCount: total }
            : ((await selectCategories(db, params.group, named.slug))[0] ?? null);
      return { items, total, page: params.page, perPage: params.perPage, category };
    },

    /** What a list's filters can offer in a category (or the whole group); 404 for an unknown category. */
    async listFacets(group: TestGroup | null, categorySlug: string | null): Promise<TestFacetsAnswer> {
      const [named, facets] = await Promise.all([
        categorySlug === null ? null : findCategoryName(db, categorySlug),
        selectListFacets(db, group, categorySlug),
      ]);
      if (categorySlug !== null && !named) throw notFound();
      return facets;
    },

    /** The published items among `ids` as the shop prices them at a location: the only prices an order uses. */
    shopItems: (ids: readonly string[], scope: PriceScope) => loadShopItems(db, ids, scope),

    /** The tests in the categories: what a discount code limited to categories applies to. */
    testIdsInCategories: (categoryIds: readonly string[]) => testIdsInCategories(db, categoryIds),

    /**
     * The items among `ids` still on sale, priced at the location as every list shows them: how an offer or a
     * saved recommendation shows the items it chose. At most `choice.limit`, the first by `choice.order`.
     */
    pricedItemsAmong: (ids: readonly string[], scope: PriceScope, choice: { order: ChosenItemsOrder; limit: number }) =>
      selectPricedItemsAmong(db, ids, scope, choice),

    /**
     * How the catalogue names and codes the items among `ids`, published or not (an ordered test keeps its name
     * once taken off sale), read in the caller's transaction `tx` when one is given.
     */
    itemCodes: (ids: readonly string[], tx: DatabaseExecutor = db) => loadItemCodes(tx, ids),
    /** The published items among `slugs` (id and name), by slug; unknown and unpublished ones are missing. */
    publishedBySlug: (slugs: readonly string[]) => loadPublishedBySlug(db, slugs),

    /** The tests inside the packages among `packageIds`, named and coded alike, read in `tx` when one is given. */
    packageContents: (packageIds: readonly string[], tx: DatabaseExecutor = db) => loadPackageContents(tx, packageIds),

    /**
     * The published items whose names or synonyms match the words, best first, priced at the location as every list
     * shows them: what catalogue search answers. Ranked and priced in one statement, as it runs on every keystroke.
     */
    searchMatches: (query: SearchMatchesQuery) => selectSearchMatches(db, query),

    testDetail: (slug: string, scope: DetailScope) => loadTestDetail(db, slug, scope),
    packageDetail: (slug: string, scope: DetailScope) => loadPackageDetail(db, slug, scope),
    testPreview: (id: string, scope: DetailScope) => loadTestPreview(db, id, scope),
    packagePreview: (id: string, scope: DetailScope) => loadPackagePreview(db, id, scope),
    screeningProgramme: (slug: string, scope: DetailScope) => loadScreeningProgramme(db, slug, scope),
    screeningProgrammes: (filter: { sex: 'female' | 'male' | null; age: number | null }) =>
      listScreeningProgrammes(db, filter),
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
/** What other modules name when they ask the catalogue for prices and details. */
export type { DetailScope } from './store/details';
export type { ItemCodes } from './store/item-codes';
export type { PriceScope } from './store/priced-items';
export type { ChosenItemsOrder } from './store/priced-items-among';
export type { SearchMatchesQuery } from './store/search-matches';
export type { ShopItem } from './store/shop-items';

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
