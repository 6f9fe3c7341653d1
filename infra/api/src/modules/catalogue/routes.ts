import type { FastifyPluginAsync } from 'fastify';
import {
  CategoriesAnswer,
  CategoriesQuery,
  TEST_LIST_DEFAULT_PER_PAGE,
  TestFacetsQuery,
  type TestListAnswer,
} from '@labshop/shared-contracts/core/api/catalogue';
import {
  CatalogueDetailQuery,
  PackageDetail,
  ScreeningListAnswer,
  ScreeningProgrammeDetail,
  TestDetail,
} from '@labshop/shared-contracts/core/api/catalogue-detail';
import { object, string } from 'superstruct';
import { AnswerCache, sendCachedJson } from '../../platform/answer-cache';
import { notFound } from '../../platform/errors';
import { namingSlugs } from '../../platform/route-guards';
import type { ShapeTypeProvider } from '../../platform/route-shapes/type-provider';
import { describeLocation, type LocationParameters } from '../locations/chosen-location';
import { ScreeningListRequest } from './screening-list-request';
import { sampleTypeList, TestListRequest } from './test-list-request';

/** Distinct list queries kept at once: every category, sort and first pages, at every location, with room to spare. */
const LIST_CACHE_ENTRIES = 5000;

/** The slug of the path: text that is no slug names no item (404, `namingSlugs`) before the query is checked. */
const SlugPath = object({ slug: string() });

const catalogueRoutes: FastifyPluginAsync = async (app) => {
  const fastify = app.withTypeProvider<ShapeTypeProvider>();

  /** The scope a request prices in: its location (422 when unknown), now, and the shop's currency. */
  async function detailScope(query: LocationParameters) {
    const location = await fastify.locations.resolve(query);
    return { location, now: new Date(), currency: fastify.config.currency };
  }

  fastify.get(
    '/catalogue/categories',
    {
      schema: {
        summary: 'The categories with something of the group on sale, with how many, in catalogue order.',
        querystring: CategoriesQuery,
        response: { 200: CategoriesAnswer },
      },
    },
    async (request) => fastify.catalogue.listCategories(request.query.group ?? null),
  );

  // Category pages are read far more often than the catalogue changes: answers are reused for a short time.
  const listCache = new AnswerCache<string>({
    ttlMs: fastify.config.catalogueCacheSeconds * 1000,
    maxEntries: LIST_CACHE_ENTRIES,
    // The app's clock, so a test can move past the cache time instead of waiting for it.
    now: () => fastify.clock().getTime(),
  });

  fastify.get(
    '/catalogue/tests',
    {
      schema: {
        summary: 'One page of the items on sale, priced at the location, with the 30-day lowest price.',
        querystring: TestListRequest,
      },
    },
    async (request, reply) => sendCachedJson(listCache, request, reply, () => listAnswer(request.query)),
  );

  async function listAnswer(query: TestListRequest): Promise<TestListAnswer> {
    const location = await fastify.locations.resolve(query);
    const page = await fastify.catalogue.listPage({
      categorySlug: query.category ?? null,
      kind: query.kind ?? null,
      group: query.group ?? null,
      sort: query.sort ?? 'popularity',
      page: query.page ?? 1,
      perPage: query.perPage ?? TEST_LIST_DEFAULT_PER_PAGE,
      filters: {
        priceMin: query.priceMin ?? null,
        priceMax: query.priceMax ?? null,
        sampleTypes: query.sample === undefined ? null : sampleTypeList(query.sample),
        noFasting: query.noFasting ?? false,
        turnaroundDays: query.turnaroundDays ?? null,
      },
      scope: { location, now: new Date() },
    });
    return { ...page, currency: fastify.config.currency, location: describeLocation(location) };
  }

  // What the filters offer is its own small answer rather than a part of every page: it depends on the category
  // alone, not on the sort, the page or the filters chosen, so the front end asks once per category and every page
  // stays as light (and as cached) as before; and the counts stay those of the category, so a choice never
  // disappears from the filters the moment another is made. Cached like the pages (answers are keyed by address).
  fastify.get(
    '/catalogue/facets',
    {
      schema: {
        summary: 'What the list filters can offer in a category: sample types, turnarounds and no-fasting, counted.',
        querystring: TestFacetsQuery,
      },
    },
    async (request, reply) =>
      sendCachedJson(listCache, request, reply, () =>
        fastify.catalogue.listFacets(request.query.group ?? null, request.query.category ?? null),
      ),
  );

  fastify.get(
    '/catalogue/tests/:slug',
    {
      preValidation: namingSlugs('slug'),
      schema: {
        summary: 'A single test; 404 for an unknown slug, a package, or an item not on sale.',
        params: SlugPath,
        querystring: CatalogueDetailQuery,
        response: { 200: TestDetail },
      },
    },
    async (request) => {
      const detail = await fastify.catalogue.testDetail(request.params.slug, await detailScope(request.query));
      if (!detail) throw notFound();
      return detail;
    },
  );

  fastify.get(
    '/catalogue/packages/:slug',
    {
      preValidation: namingSlugs('slug'),
      schema: {
        summary: 'A package, screening variant or weight-loss package with its contents priced at the location.',
        params: SlugPath,
        querystring: CatalogueDetailQuery,
        response: { 200: PackageDetail },
      },
    },
    async (request) => {
      const detail = await fastify.catalogue.packageDetail(request.params.slug, await detailScope(request.query));
      if (!detail) throw notFound();
      return detail;
    },
  );

  fastify.get(
    '/catalogue/screenings',
    {
      schema: {
        summary: 'The screening programmes for a person (`sex`, `age`).',
        querystring: ScreeningListRequest,
        response: { 200: ScreeningListAnswer },
      },
    },
    async (request) => {
      const { sex, age } = request.query;
      return fastify.catalogue.screeningProgrammes({ sex: sex ?? null, age: age ?? null });
    },
  );

  fastify.get(
    '/catalogue/screenings/:slug',
    {
      preValidation: namingSlugs('slug'),
      schema: {
        summary: 'A screening programme with its basic and extended variants.',
        params: SlugPath,
        querystring: CatalogueDetailQuery,
        response: { 200: ScreeningProgrammeDetail },
      },
    },
    async (request) => {
      const detail = await fastify.catalogue.screeningProgramme(request.params.slug, await detailScope(request.query));
      if (!detail) throw notFound();
      return detail;
    },
  );
};

export default catalogueRoutes;
