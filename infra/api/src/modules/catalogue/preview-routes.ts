import type { FastifyPluginAsync } from 'fastify';
import { CatalogueDetailQuery } from '@labshop/shared-contracts/core/api/catalogue-detail';
import type { PackagePreview, TestPreview } from '@labshop/shared-contracts/core/api/catalogue-preview';
import { requireRole } from '../../platform/authorization';
import { notFound } from '../../platform/errors';
import { isRecordId, withoutEmptyValues } from '../../platform/request-values';
import { validateInput } from '../../platform/validation';

interface IdParams {
  id: string;
}

/**
 * /preview/badanie/{id} and /preview/pakiet/{id}: items before they go on sale, for a session acting as admin only
 * (401 for a guest, 403 for anyone else, before anything is looked up), the same rule as every admin action. The shop's own endpoints keep hiding unpublished items.
 */
const previewRoutes: FastifyPluginAsync = async (fastify) => {
  async function scopeOf(query: unknown) {
    const location = await fastify.locations.resolve(validateInput(CatalogueDetailQuery, withoutEmptyValues(query)));
    return { location, now: fastify.clock(), currency: fastify.config.currency };
  }

  fastify.get<{ Params: IdParams }>('/catalogue/preview/tests/:id', async (request): Promise<TestPreview> => {
    requireRole(request, 'admin');
    if (!isRecordId(request.params.id)) throw notFound();
    const preview = await fastify.catalogue.testPreview(request.params.id, await scopeOf(request.query));
    if (!preview) throw notFound();
    return preview;
  });

  fastify.get<{ Params: IdParams }>('/catalogue/preview/packages/:id', async (request): Promise<PackagePreview> => {
    requireRole(request, 'admin');
    if (!isRecordId(request.params.id)) throw notFound();
    const preview = await fastify.catalogue.packagePreview(request.params.id, await scopeOf(request.query));
    if (!preview) throw notFound();
    return preview;
  });
};

export default previewRoutes;
