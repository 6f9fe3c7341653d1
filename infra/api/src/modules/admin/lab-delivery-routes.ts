import type { FastifyPluginAsync } from 'fastify';
import {
  ADMIN_LAB_DELIVERY_PATHS,
  DismissUnmatchedDelivery,
  MatchUnmatchedDelivery,
  type DismissedDeliveryAnswer,
  type MatchedDeliveryAnswer,
  type UnmatchedDeliveryDetail,
  type UnmatchedDeliveryList,
} from '@labshop/shared-contracts/api/admin-lab-deliveries';
import { requireRole } from '../../platform/authorization';
import { notFound } from '../../platform/errors';
import { principalOf } from '../../platform/principal';
import { isRecordId } from '../../platform/request-values';
import { validateInput } from '../../platform/validation';

type ById = { Params: { id: string } };

/** The review of lab reports that matched no paid ordered test. Every route asks for the admin role first. */
const labDeliveryReviewRoutes: FastifyPluginAsync = async (fastify) => {
  const base = `/${ADMIN_LAB_DELIVERY_PATHS.unmatched}`;

  fastify.get(base, async (request): Promise<UnmatchedDeliveryList> => {
    requireRole(request, 'admin');
    return { deliveries: await fastify.labDelivery.openKeptReports(principalOf(request)) };
  });

  fastify.get<ById>(`${base}/:id`, async (request): Promise<UnmatchedDeliveryDetail> => {
    requireRole(request, 'admin');
    return fastify.labDelivery.keptReport(principalOf(request), request.params.id);
  });

  fastify.post<ById>(`${base}/:id/match`, async (request): Promise<MatchedDeliveryAnswer> => {
    requireRole(request, 'admin');
    const { id } = request.params;
    if (!isRecordId(id)) throw notFound();
    const input = validateInput(MatchUnmatchedDelivery, request.body ?? {});
    return fastify.labDelivery.matchKeptReport(principalOf(request), id, input);
  });

  fastify.post<ById>(`${base}/:id/dismiss`, async (request): Promise<DismissedDeliveryAnswer> => {
    requireRole(request, 'admin');
    const { id } = request.params;
    if (!isRecordId(id)) throw notFound();
    const input = validateInput(DismissUnmatchedDelivery, request.body ?? {});
    return fastify.labDelivery.dismissKeptReport(principalOf(request), id, input);
  });
};

export default labDeliveryReviewRoutes;
