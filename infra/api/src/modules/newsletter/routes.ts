import type { FastifyPluginAsync } from 'fastify';
import {
  NEWSLETTER_SUBSCRIBED_MESSAGE,
  NewsletterAnswer,
  NewsletterRequest,
} from '@labshop/shared-contracts/core/api/newsletter';
import { ANONYMOUS_FORM_LIMITS, anonymousForm } from '../../platform/anonymous-form';
import type { ShapeTypeProvider } from '../../platform/route-shapes/type-provider';

const newsletterRoutes: FastifyPluginAsync = async (app) => {
  const fastify = app.withTypeProvider<ShapeTypeProvider>();

  fastify.post(
    '/newsletter',
    {
      preValidation: anonymousForm(ANONYMOUS_FORM_LIMITS.newsletter),
      schema: {
        // Signing up twice is harmless: 201 for a new address, 200 when it was already subscribed.
        summary: 'Subscribes an e-mail address to the newsletter.',
        body: NewsletterRequest,
        response: { 200: NewsletterAnswer, 201: NewsletterAnswer },
      },
    },
    async (request, reply) => {
      const { created } = await fastify.newsletter.subscribe(request.body.email);
      reply.code(created ? 201 : 200);
      return { subscribed: true as const, message: NEWSLETTER_SUBSCRIBED_MESSAGE };
    },
  );
};

export default newsletterRoutes;
