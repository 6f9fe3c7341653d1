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
        summary: 'Subscribes an e-mail address to the newsletter; 422 for one already subscribed.',
        body: NewsletterRequest,
        response: { 201: NewsletterAnswer },
      },
    },
    async (request, reply) => {
      await fastify.newsletter.subscribe(request.body.email);
      reply.code(201);
      return { subscribed: true as const, message: NEWSLETTER_SUBSCRIBED_MESSAGE };
    },
  );
};

export default newsletterRoutes;
