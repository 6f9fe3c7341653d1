import type { FastifyPluginAsync } from 'fastify';
import { object, string } from 'superstruct';
import {
  DiscountCampaign,
  OfferDetail,
  OffersAnswer,
  OffersQuery,
  WorkforceEnquiryAnswer,
  WorkforceEnquiryRequest,
} from '@labshop/shared-contracts/core/api/offers';
import { withoutEmptyValues } from '../../platform/request-values';
import type { ShapeTypeProvider } from '../../platform/route-shapes/type-provider';
import { validateInput } from '../../platform/validation';

export const ENQUIRY_SENT_MESSAGE = 'Thank you. Your message has been sent; we will reply within two working days.';

/** The slug of the path; one that cannot name an offer or campaign is 404, not 422. */
const SlugPath = object({ slug: string() });

/**
 * Offers, discount campaigns and employers' enquiries. The queries are read by the service: empty values count as
 * absent, as the shared client leaves them out, and a location is read only for a slug that could name something.
 */
const offersRoutes: FastifyPluginAsync = async (app) => {
  const fastify = app.withTypeProvider<ShapeTypeProvider>();

  fastify.get(
    '/offers',
    {
      schema: {
        summary: "The offers running now, of one category with 'category'; 404 for a category that does not exist.",
        response: { 200: OffersAnswer },
      },
    },
    async (request) => {
      const query = validateInput(OffersQuery, withoutEmptyValues(request.query));
      return fastify.offers.list(query.category ?? null);
    },
  );

  fastify.get(
    '/offers/:slug',
    {
      schema: {
        summary: 'One running offer with its tests and packages priced at the location; unknown or ended 404.',
        params: SlugPath,
        response: { 200: OfferDetail },
      },
    },
    async (request) => fastify.offers.offer(request.params.slug, request.query),
  );

  fastify.post(
    '/offers/workforce-enquiries',
    {
      schema: {
        summary: "An employer's message to the sales team; 201 once stored.",
        body: WorkforceEnquiryRequest,
        response: { 201: WorkforceEnquiryAnswer },
      },
    },
    async (request, reply) => {
      const id = await fastify.offers.enquire(request.body);
      reply.code(201);
      return { id, message: ENQUIRY_SENT_MESSAGE };
    },
  );

  fastify.get(
    '/discounts/:slug',
    {
      schema: {
        summary: "A running campaign's reduced items, each with its lowest price of the last 30 days.",
        params: SlugPath,
        response: { 200: DiscountCampaign },
      },
    },
    async (request) => fastify.offers.discountCampaign(request.params.slug, request.query),
  );
};

export default offersRoutes;
