import type { FastifyPluginAsync } from 'fastify';
import {
  CategoriesQuery,
  TEST_LIST_DEFAULT_PER_PAGE,
  type Category,
  type TestListAnswer,
} from '@labshop/shared-contracts/core/api/catalogue';
import {
  CatalogueDetailQuery,
  type PackageDetail,
  type ScreeningProgrammeDetail,
  type ScreeningProgrammeSummary,
  type TestDetail,
} from '@labshop/shared-contracts/core/api/catalogue-detail';
import { AnswerCache, sendCachedJson } from '../../platform/answer-cache';
import { notFound } from '../../platform/errors';
import { isSlug, withoutEmptyValues } from '../../platform/request-values';
import { validateInput } from '../../platform/validation';
import { describeLocation } from '../locations/chosen-location';
import { ScreeningListRequest } from './screening-list-request';
import { TestListRequest } from './test-list-request';

/** Distinct list queries kept at once: every category, sort and first pages, at every location, with room to spare. */
const LIST_CACHE_ENTRIES = 5000;

interface SlugParams {
  slug: string;
}

const catalogueRoutes: FastifyPluginAsync = async (fastify) => {
  /** The scope a request prices in: its location (422 when unknown), now, and the shop's currency. */
  async function detailScope(query: unknown) {
    const location = await fastify.locations.resolve(validateInput(CatalogueDetailQuery, withoutEmptyValues(query)));
    return { location, now: new Date(), currency: fastify.config.currency };
  }

  fastify.get('/catalogue/categories', async (request): Promise<Category[]> => {
    const query = validateInput(CategoriesQuery, withoutEmptyValues(request.query));
    return fastify.catalogue.listCategories(query.group ?? null);
  });

  // Category pages are read far more often than the catalogue changes: answers are reused for a short time.
  const listCache = new AnswerCache<string>({
    ttlMs: fastify.config.catalogueCacheSeconds * 1000,
    maxEntries: LIST_CACHE_ENTRIES,
    // The app's clock, so a test can move past the cache time instead of waiting for it.
    now: () => fastify.clock().getTime(),
  });

  fastify.get('/catalogue/tests', async (request, reply) =>
    sendCachedJson(listCache, request, reply, () =>
      listAnswer(validateInput(TestListRequest, withoutEmptyValues(request.query))),
    ),
  );

  async function listAnswer(query: TestListRequest): Promise<TestListAnswer> {
    const location = await fastify.locations.resolve(query);
    const group = query.group ?? null;
    const page = query.page ?? 1;
    const perPage = query.perPage ?? TEST_LIST_DEFAULT_PER_PAGE;
    // The category and the page are read side by side; an unknown category lists nothing anyway.
    const [named, { items, total }] = await Promise.all([
      query.category === undefined ? null : fastify.catalogue.findCategoryName(query.category),
      fastify.catalogue.listTests({
        categorySlug: query.category ?? null,
        kind: query.kind ?? null,
        group,
        sort: query.sort ?? 'popularity',
        page,
        perPage,
        scope: { location, now: new Date() },
      }),
    ]);
    if (query.category !== undefined && !named) throw notFound();
    // Listing the whole group, the page's total is the category's count: no second pass over the category for it.
    const category =
      named === null
        ? null
        : query.kind === undefined
          ? { ...named, testCount: total }
          : await fastify.catalogue.findCategory(named.slug, group);
    return {
      items,
      total,
      page,
      perPage,
      category,
      currency: fastify.config.currency,
      location: describeLocation(location),
    };
  }

  /** A single test (/lab-test/{slug}); 404 for an unknown slug, a package, or an item not on sale. */
  fastify.get<{ Params: SlugParams }>('/catalogue/tests/:slug', async (request): Promise<TestDetail> => {
    if (!isSlug(request.params.slug)) throw notFound();
    const detail = await fastify.catalogue.testDetail(request.params.slug, await detailScope(request.query));
    if (!detail) throw notFound();
    return detail;
  });

  /** A package, screening variant or weight-loss package (/package/{slug}, /package/screening/{slug}). */
  fastify.get<{ Params: SlugParams }>('/catalogue/packages/:slug', async (request): Promise<PackageDetail> => {
    if (!isSlug(request.params.slug)) throw notFound();
    const detail = await fastify.catalogue.packageDetail(request.params.slug, await detailScope(request.query));
    if (!detail) throw notFound();
    return detail;
  });

  fastify.get('/catalogue/screenings', async (request): Promise<ScreeningProgrammeSummary[]> => {
    const query = validateInput(ScreeningListRequest, withoutEmptyValues(request.query));
    return fastify.catalogue.screeningProgrammes({ sex: query.sex ?? null, age: query.age ?? null });
  });

  /** A screening programme (/screening-test/{slug}) with its basic and extended variants. */
  fastify.get<{ Params: SlugParams }>(
    '/catalogue/screenings/:slug',
    async (request): Promise<ScreeningProgrammeDetail> => {
      if (!isSlug(request.params.slug)) throw notFound();
      const detail = await fastify.catalogue.screeningProgramme(request.params.slug, await detailScope(request.query));
      if (!detail) throw notFound();
      return detail;
    },
  );
};

export default catalogueRoutes;
