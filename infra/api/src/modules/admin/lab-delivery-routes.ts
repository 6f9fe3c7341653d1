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
import { isRecordId } from '../../platform/request-values';
import { validateInput } from '../../platform/validation';
import { dismissKeptReport, matchKeptReport } from '../lab-delivery/review-kept-report';
import { openUnmatchedDeliveries, unmatchedDelivery } from './unmatched-deliveries';

type ById = { Params: { id: string } };

/** The review of lab reports that matched no paid ordered test. Every route asks for the admin role first. */
const labDeliveryReviewRoutes: FastifyPluginAsync = async (fastify) => {
  const { db, clock } = fastify;
  const base = `/${ADMIN_LAB_DELIVERY_PATHS.unmatched}`;

  fastify.get(base, async (request): Promise<UnmatchedDeliveryList> => {
    requireRole(request, 'admin');
    return { deliveries: await openUnmatchedDeliveries(db) };
  });

  fastify.get<ById>(`${base}/:id`, async (request): Promise<UnmatchedDeliveryDetail> => {
    requireRole(request, 'admin');
    const { id } = request.params;
    const detail = isRecordId(id) ? await unmatchedDelivery(db, id) : null;
    if (detail === null) throw notFound();
    return detail;
  });

  fastify.post<ById>(`${base}/:id/match`, async (request): Promise<MatchedDeliveryAnswer> => {
    const admin = requireRole(request, 'admin');
    const { id } = request.params;
    if (!isRecordId(id)) throw notFound();
    const input = validateInput(MatchUnmatchedDelivery, request.body ?? {});
    const matched = await matchKeptReport(db, id, input, { id: admin.id, at: clock() }, (tx, resultIds) =>
      fastify.results.queueReadyNotices(tx, resultIds),
    );
    // Told after the commit, as a delivery tells it, so the patient's page finds the result when it fetches.
    await fastify.results.announceStored([matched.resultId]);
    return matched;
  });

  fastify.post<ById>(`${base}/:id/dismiss`, async (request): Promise<DismissedDeliveryAnswer> => {
    const admin = requireRole(request, 'admin');
    const { id } = request.params;
    if (!isRecordId(id)) throw notFound();
    const input = validateInput(DismissUnmatchedDelivery, request.body ?? {});
    return dismissKeptReport(db, id, input, { id: admin.id, at: clock() });
  });
};

export default labDeliveryReviewRoutes;
