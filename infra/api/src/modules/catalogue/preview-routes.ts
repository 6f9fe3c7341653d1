import type { FastifyPluginAsync } from 'fastify';
import { object, string } from 'superstruct';
import { CatalogueDetailQuery } from '@labshop/shared-contracts/core/api/catalogue-detail';
import { PackagePreview, TestPreview } from '@labshop/shared-contracts/core/api/catalogue-preview';
import { notFound } from '../../platform/errors';
import { actingAs, namingRecord } from '../../platform/route-guards';
import type { ShapeTypeProvider } from '../../platform/route-shapes/type-provider';
import type { LocationParameters } from '../locations/chosen-location';

/** Any text: an id of the wrong form names no item (404), and only after the admin role is checked. */
const IdPath = object({ id: string() });

/**
 * /preview/badanie/{id} and /preview/pakiet/{id}: items before they go on sale, for a session acting as admin only
 * (401 for a guest, 403 for anyone else, before anything is looked up), the same rule as every admin action. The shop's own endpoints keep hiding unpublished items.
 */
const previewRoutes: FastifyPluginAsync = async (app) => {
  const fastify = app.withTypeProvider<ShapeTypeProvider>();
  const adminNamingAnItem = [actingAs('admin'), namingRecord('id')];

  async function scopeOf(query: LocationParameters) {
    const location = await fastify.locations.resolve(query);
    return { location, now: fastify.clock(), currency: fastify.config.currency };
  }

  const testSchema = {
    summary: 'A test as its page would show it, published or not (admins only).',
    params: IdPath,
    querystring: CatalogueDetailQuery,
    response: { 200: TestPreview },
  };
  fastify.get(
    '/catalogue/preview/tests/:id',
    { preValidation: adminNamingAnItem, schema: testSchema },
    async (request) => {
      const preview = await fastify.catalogue.testPreview(request.params.id, await scopeOf(request.query));
      if (!preview) throw notFound();
      return preview;
    },
  );

  const packageSchema = {
    summary: 'A package as its page would show it, published or not (admins only).',
    params: IdPath,
    querystring: CatalogueDetailQuery,
    response: { 200: PackagePreview },
  };
  fastify.get(
    '/catalogue/preview/packages/:id',
    { preValidation: adminNamingAnItem, schema: packageSchema },
    async (request) => {
      const preview = await fastify.catalogue.packagePreview(request.params.id, await scopeOf(request.query));
      if (!preview) throw notFound();
      return preview;
    },
  );
};

export default previewRoutes;
