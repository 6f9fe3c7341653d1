import type { FastifyPluginAsync } from 'fastify';
import { object, string } from 'superstruct';
import { CatalogueDetailQuery } from '@labshop/shared-contracts/core/api/catalogue-detail';
import {
  DiscountCampaign,
  OfferDetail,
  OffersAnswer,
  OffersQuery,
  WorkforceEnquiryAnswer,
  WorkforceEnquiryRequest,
} from '@labshop/shared-contracts/core/api/offers';
import { ANONYMOUS_FORM_LIMITS, anonymousForm } from '../../platform/anonymous-form';
import { notFound } from '../../platform/errors';
import { problemWith } from '../../platform/input-text';
import { isSlug } from '../../platform/request-values';
import type { RouteGuard } from '../../platform/route-guards';
import type { ShapeTypeProvider } from '../../platform/route-shapes/type-provider';

export const ENQUIRY_SENT_MESSAGE = 'Thank you. Your message has been sent; we will reply within two working days.';

/** The slug of the path; one that cannot name an offer or campaign is 404 (`namingAnItem`), not 422. */
const SlugPath = object({ slug: string() });

/**
 * A slug that cannot name an offer or campaign is 404 before the location in the query is checked. Text no real
 * input holds (a NUL, half a surrogate pair) is left to the path's shape, which names the field (422).
 */
const namingAnItem: RouteGuard = async (request) => {
  const { slug } = request.params as { slug: string };
  if (problemWith(slug) === null && !isSlug(slug)) throw notFound();
};

/** Offers, discount campaigns and employers' enquiries. */
const offersRoutes: FastifyPluginAsync = async (app) => {
  const fastify = app.withTypeProvider<ShapeTypeProvider>();

  fastify.get(
    '/offers',
    {
      schema: {
        summary: "The offers running now, of one category with 'category'; 404 for a category that does not exist.",
        querystring: OffersQuery,
        response: { 200: OffersAnswer },
      },
    },
    async (request) => fastify.offers.list(request.query.category ?? null),
  );

  fastify.get(
    '/offers/:slug',
    {
      preValidation: namingAnItem,
      schema: {
        summary: 'One running offer with its tests and packages priced at the location; unknown or ended 404.',
        params: SlugPath,
        querystring: CatalogueDetailQuery,
        response: { 200: OfferDetail },
      },
    },
    async (request) => fastify.offers.offer(request.params.slug, request.query),
  );

  fastify.post(
    '/offers/workforce-enquiries',
    {
      preValidation: anonymousForm(ANONYMOUS_FORM_LIMITS.workforceEnquiry),
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
      preValidation: namingAnItem,
      schema: {
        summary: "A running campaign's reduced items, each with its lowest price of the last 30 days.",
        params: SlugPath,
        querystring: CatalogueDetailQuery,
        response: { 200: DiscountCampaign },
      },
    },
    async (request) => fastify.offers.discountCampaign(request.params.slug, request.query),
  );
};

export default offersRoutes;
