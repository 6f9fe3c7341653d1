import type { FastifyPluginAsync } from 'fastify';
import {
  NEWSLETTER_SUBSCRIBED_MESSAGE,
  NewsletterRequest,
  type NewsletterAnswer,
} from '@labshop/shared-contracts/api/newsletter';
import { validateInput } from '../../platform/validation';

const newsletterRoutes: FastifyPluginAsync = async (fastify) => {
  /** 201 for a new address, 200 when it was already subscribed: signing up twice is harmless. */
  fastify.post('/newsletter', async (request, reply): Promise<NewsletterAnswer> => {
    const { email } = validateInput(NewsletterRequest, request.body);
    const { created } = await fastify.newsletter.subscribe(email);
    reply.code(created ? 201 : 200);
    return { subscribed: true, message: NEWSLETTER_SUBSCRIBED_MESSAGE };
  });
};

export default newsletterRoutes;
