import type { FastifyPluginAsync } from 'fastify';
import { ContactAnswer, ContactRequest } from '@labshop/shared-contracts/core/api/contact';
import { ANONYMOUS_FORM_LIMITS, anonymousForm } from '../../platform/anonymous-form';
import type { ShapeTypeProvider } from '../../platform/route-shapes/type-provider';

/** The contact page's messages and complaints. */
const contactRoutes: FastifyPluginAsync = async (app) => {
  const fastify = app.withTypeProvider<ShapeTypeProvider>();

  fastify.post(
    '/contact',
    {
      preValidation: anonymousForm(ANONYMOUS_FORM_LIMITS.contact),
      schema: {
        summary: 'A question or complaint from the contact page; 201 with its reference once stored and mailed.',
        body: ContactRequest,
        response: { 201: ContactAnswer },
      },
    },
    async (request, reply) => {
      const answer = await fastify.contact.send(request.body);
      reply.code(201);
      return answer;
    },
  );
};

export default contactRoutes;
