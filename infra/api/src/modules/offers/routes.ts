import type { FastifyPluginAsync } from 'fastify';
import { CatalogueDetailQuery } from '@labshop/shared-contracts/core/api/catalogue-detail';
import {
  OffersQuery,
  WorkforceEnquiryRequest,
  type DiscountCampaign,
  type OfferDetail,
  type OffersAnswer,
  type WorkforceEnquiryAnswer,
} from '@labshop/shared-contracts/core/api/offers';
import { notFound } from '../../platform/errors';
import { isSlug, withoutEmptyValues } from '../../platform/request-values';
import { validateInput } from '../../platform/validation';
import { checkWorkforceEnquiry } from './workforce-enquiry-rules';

export const ENQUIRY_SENT_MESSAGE = 'Thank you. Your message has been sent; we will reply within two working days.';

interface SlugParams {
  slug: string;
}

const offersRoutes: FastifyPluginAsync = async (fastify) => {
  /** Where and when to price: the query's location (422 when unknown), now, and the shop's currency. */
  async function scopeOf(query: unknown) {
    const location = await fastify.locations.resolve(validateInput(CatalogueDetailQuery, withoutEmptyValues(query)));
    return { location, now: fastify.clock(), currency: fastify.config.currency };
  }

  /** /offers/{slug?}: the offers running now; 404 for a category that does not exist. */
  fastify.get('/offers', async (request): Promise<OffersAnswer> => {
    const query = validateInput(OffersQuery, withoutEmptyValues(request.query));
    if (query.category !== undefined && !isSlug(query.category)) throw notFound();
    const answer = await fastify.offers.listOffers(query.category ?? null, fastify.clock());
    if (!answer) throw notFound();
    return answer;
  });

  fastify.get<{ Params: SlugParams }>('/offers/:slug', async (request): Promise<OfferDetail> => {
    if (!isSlug(request.params.slug)) throw notFound();
    const offer = await fastify.offers.offerDetail(request.params.slug, await scopeOf(request.query));
    if (!offer) throw notFound();
    return offer;
  });

  fastify.post('/offers/workforce-enquiries', async (request, reply): Promise<WorkforceEnquiryAnswer> => {
    const enquiry = checkWorkforceEnquiry(validateInput(WorkforceEnquiryRequest, request.body));
    const id = await fastify.offers.saveWorkforceEnquiry(enquiry, fastify.clock());
    reply.code(201);
    return { id, message: ENQUIRY_SENT_MESSAGE };
  });

  /** /discounts/{slug}: a running campaign's reduced items, each with its lowest price of the last 30 days. */
  fastify.get<{ Params: SlugParams }>('/discounts/:slug', async (request): Promise<DiscountCampaign> => {
    if (!isSlug(request.params.slug)) throw notFound();
    const campaign = await fastify.offers.discountCampaign(request.params.slug, await scopeOf(request.query));
    if (!campaign) throw notFound();
    return campaign;
  });
};

export default offersRoutes;
