import type { FastifyPluginAsync } from 'fastify';
import { defaulted, object, string } from 'superstruct';
import {
  ADMIN_LAB_DELIVERY_PATHS,
  DismissedDeliveryAnswer,
  DismissUnmatchedDelivery,
  MarkedResultList,
  MarkResultReviewed,
  MatchedDeliveryAnswer,
  MatchUnmatchedDelivery,
  ReviewedResultAnswer,
  UnmatchedDeliveryDetail,
  UnmatchedDeliveryList,
} from '@labshop/shared-contracts/core/api/admin-lab-deliveries';
import { principalOf } from '../../platform/principal';
import { actingAs, namingRecord } from '../../platform/route-guards';
import type { ShapeTypeProvider } from '../../platform/route-shapes/type-provider';

/** Any text: an id of the wrong form names no kept report, a 404. */
const ById = object({ id: string() });

/** The review of lab reports that matched no paid ordered test. Every route asks for the admin role first. */
const labDeliveryReviewRoutes: FastifyPluginAsync = async (app) => {
  const fastify = app.withTypeProvider<ShapeTypeProvider>();
  const { admin } = fastify;
  const base = `/${ADMIN_LAB_DELIVERY_PATHS.unmatched}`;

  fastify.get(
    base,
    {
      preValidation: actingAs('admin'),
      schema: {
        summary: 'Lab reports still waiting for a review, the newest first.',
        response: { 200: UnmatchedDeliveryList },
      },
    },
    async (request) => ({ deliveries: await admin.openKeptReports(principalOf(request)) }),
  );

  fastify.get(
    `/${ADMIN_LAB_DELIVERY_PATHS.markedForReview}`,
    {
      preValidation: actingAs('admin'),
      schema: {
        summary:
          'Stored results shown to their patients that someone should look at (the result or some of its values), ' +
          'the newest first, each with the reason.',
        response: { 200: MarkedResultList },
      },
    },
    async (request) => ({ results: await admin.markedForReview(principalOf(request)) }),
  );

  fastify.post(
    `/${ADMIN_LAB_DELIVERY_PATHS.markedForReview}/:id/reviewed`,
    {
      preValidation: [actingAs('admin'), namingRecord('id')],
      schema: {
        summary: 'Marks a result marked for review as reviewed, with an optional note: it leaves the list.',
        params: ById,
        body: defaulted(MarkResultReviewed, {}),
        response: { 200: ReviewedResultAnswer },
      },
    },
    async (request) => admin.markResultReviewed(principalOf(request), request.params.id, request.body),
  );

  fastify.get(
    `${base}/:id`,
    {
      preValidation: [actingAs('admin'), namingRecord('id')],
      schema: {
        summary: 'One kept lab report, open or reviewed, with every value read from the message.',
        params: ById,
        response: { 200: UnmatchedDeliveryDetail },
      },
    },
    async (request) => admin.keptReport(principalOf(request), request.params.id),
  );

  fastify.post(
    `${base}/:id/match`,
    {
      preValidation: [actingAs('admin'), namingRecord('id')],
      schema: {
        summary: 'Matches a kept report to the order (and test) an administrator names, and stores its result.',
        params: ById,
        // A request without a body is checked as an empty one, so it hears which fields are missing.
        body: defaulted(MatchUnmatchedDelivery, {}),
        response: { 200: MatchedDeliveryAnswer },
      },
    },
    async (request) => admin.matchKeptReport(principalOf(request), request.params.id, request.body),
  );

  fastify.post(
    `${base}/:id/dismiss`,
    {
      preValidation: [actingAs('admin'), namingRecord('id')],
      schema: {
        summary: 'Marks a kept report reviewed without storing it, with the reason.',
        params: ById,
        body: defaulted(DismissUnmatchedDelivery, {}),
        response: { 200: DismissedDeliveryAnswer },
      },
    },
    async (request) => admin.dismissKeptReport(principalOf(request), request.params.id, request.body),
  );
};

export default labDeliveryReviewRoutes;
