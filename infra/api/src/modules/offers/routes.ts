import type { FastifyPluginAsync } from 'fastify';
import {
  OffersQuery,
  WorkforceEnquiryRequest,
  type DiscountCampaign,
  type OfferDetail,
  type OffersAnswer,
  type WorkforceEnquiryAnswer,
} from '@labshop/shared-contracts/api/offers';
import { withoutEmptyValues } from '../../platform/request-values';
import { validateInput } from '../../platform/validation';

export const ENQUIRY_SENT_MESSAGE = 'Thank you. Your message has been sent; we will reply within two working days.';

interface SlugParams {
  slug: string;
}

const offersRoutes: FastifyPluginAsync = async (fastify) => {
  /** /offers/{slug?}: the offers running now; 404 for a category that does not exist. */
  fastify.get('/offers', async (request): Promise<OffersAnswer> => {
    const query = validateInput(OffersQuery, withoutEmptyValues(request.query));
    return fastify.offers.list(query.category ?? null);
  });

  fastify.get<{ Params: SlugParams }>('/offers/:slug', async (request): Promise<OfferDetail> =>
    fastify.offers.offer(request.params.slug, request.query),
  );

  fastify.post('/offers/workforce-enquiries', async (request, reply): Promise<WorkforceEnquiryAnswer> => {
    const id = await fastify.offers.enquire(validateInput(WorkforceEnquiryRequest, request.body));
    reply.code(201);
    return { id, message: ENQUIRY_SENT_MESSAGE };
  });

  /** /discounts/{slug}: a running campaign's reduced items, each with its lowest price of the last 30 days. */
  fastify.get<{ Params: SlugParams }>('/discounts/:slug', async (request): Promise<DiscountCampaign> =>
    fastify.offers.discountCampaign(request.params.slug, request.query),
  );
};

export default offersRoutes;
