import type { FastifyPluginAsync } from 'fastify';
import { CatalogueDetailQuery } from '@labshop/shared-contracts/core/api/catalogue-detail';
import { PackagePreview, TestPreview } from '@labshop/shared-contracts/core/api/catalogue-preview';
import { requireRole } from '../../platform/authorization';
import { notFound } from '../../platform/errors';
import { isRecordId, withoutEmptyValues } from '../../platform/request-values';
import type { ShapeTypeProvider } from '../../platform/route-shapes/type-provider';
import { validateInput } from '../../platform/validation';

/** The id is read here: text that is no id names no item (404), and only after the admin role is checked. */
type ById = { Params: { id: string } };

/**
 * /preview/badanie/{id} and /preview/pakiet/{id}: items before they go on sale, for a session acting as admin only
 * (401 for a guest, 403 for anyone else, before anything is looked up), the same rule as every admin action. The shop's own endpoints keep hiding unpublished items.
 */
const previewRoutes: FastifyPluginAsync = async (app) => {
  const fastify = app.withTypeProvider<ShapeTypeProvider>();

  async function scopeOf(query: unknown) {
    const location = await fastify.locations.resolve(validateInput(CatalogueDetailQuery, withoutEmptyValues(query)));
    return { location, now: fastify.clock(), currency: fastify.config.currency };
  }

  const testSchema = {
    summary: 'A test as its page would show it, published or not (admins only).',
    response: { 200: TestPreview },
  };
  fastify.get<ById>('/catalogue/preview/tests/:id', { schema: testSchema }, async (request) => {
    requireRole(request, 'admin');
    if (!isRecordId(request.params.id)) throw notFound();
    const preview = await fastify.catalogue.testPreview(request.params.id, await scopeOf(request.query));
    if (!preview) throw notFound();
    return preview;
  });

  const packageSchema = {
    summary: 'A package as its page would show it, published or not (admins only).',
    response: { 200: PackagePreview },
  };
  fastify.get<ById>('/catalogue/preview/packages/:id', { schema: packageSchema }, async (request) => {
    requireRole(request, 'admin');
    if (!isRecordId(request.params.id)) throw notFound();
    const preview = await fastify.catalogue.packagePreview(request.params.id, await scopeOf(request.query));
    if (!preview) throw notFound();
    return preview;
  });
};

export default previewRoutes;
