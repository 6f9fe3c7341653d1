import type { FastifyPluginAsync } from 'fastify';
import { defaulted, object, string } from 'superstruct';
import {
  ADMIN_CONTACT_PATHS,
  AdminContactMessage,
  AdminContactMessageList,
  AnswerContactMessage,
} from '@labshop/shared-contracts/core/api/contact';
import { principalOf } from '../../platform/principal';
import { actingAs, namingRecord } from '../../platform/route-guards';
import type { ShapeTypeProvider } from '../../platform/route-shapes/type-provider';

/** Any text: an id of the wrong form names no message, a 404. */
const ById = object({ id: string() });

/** The contact page's messages, read and answered in the back-office. Every route asks for the admin role first. */
const contactMessageRoutes: FastifyPluginAsync = async (app) => {
  const fastify = app.withTypeProvider<ShapeTypeProvider>();
  const { admin } = fastify;
  const base = `/${ADMIN_CONTACT_PATHS.messages}`;

  fastify.get(
    base,
    {
      preValidation: actingAs('admin'),
      schema: {
        summary: 'Every message from the contact page, the newest first, with its kind and status.',
        response: { 200: AdminContactMessageList },
      },
    },
    async (request) => ({ messages: await admin.contactMessageList(principalOf(request)) }),
  );

  fastify.get(
    `${base}/:id`,
    {
      preValidation: [actingAs('admin'), namingRecord('id')],
      schema: {
        summary: 'One message from the contact page, with the answer given if any.',
        params: ById,
        response: { 200: AdminContactMessage },
      },
    },
    async (request) => admin.contactMessage(principalOf(request), request.params.id),
  );

  fastify.post(
    `${base}/:id/answer`,
    {
      preValidation: [actingAs('admin'), namingRecord('id')],
      schema: {
        summary: 'Mails an answer to the sender and records it; the message becomes answered.',
        params: ById,
        body: defaulted(AnswerContactMessage, {}),
        response: { 200: AdminContactMessage },
      },
    },
    async (request) => admin.answerContactMessage(principalOf(request), request.params.id, request.body.answer),
  );
};

export default contactMessageRoutes;
