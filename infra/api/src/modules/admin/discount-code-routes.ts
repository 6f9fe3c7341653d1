import type { FastifyPluginAsync } from 'fastify';
import { object, string } from 'superstruct';
import {
  ADMIN_DISCOUNT_CODE_PATHS,
  AdminDiscountCode,
  AdminDiscountCodeList,
  DiscountCodeActivity,
  DiscountCodeEdit,
  DiscountCodeForm,
  DiscountCodeOrders,
} from '@labshop/shared-contracts/core/api/admin-discount-codes';
import { principalOf } from '../../platform/principal';
import { actingAs, namingRecord } from '../../platform/route-guards';
import type { ShapeTypeProvider } from '../../platform/route-shapes/type-provider';

/** Any text: an id of the wrong form names no code, a 404. */
const ById = object({ id: string() });

/** The back-office's discount codes. Every route asks for the admin role first; the codes' service does the work. */
const discountCodeRoutes: FastifyPluginAsync = async (app) => {
  const fastify = app.withTypeProvider<ShapeTypeProvider>();
  const codes = fastify.discountCodes.administration;
  const base = `/${ADMIN_DISCOUNT_CODE_PATHS.list}`;
  const byId = [actingAs('admin'), namingRecord('id')];

  fastify.get(
    base,
    {
      preValidation: actingAs('admin'),
      schema: {
        summary: 'Every discount code, the newest first, with its paid and open orders.',
        response: { 200: AdminDiscountCodeList },
      },
    },
    async (request) => ({ codes: await codes.list(principalOf(request)) }),
  );

  fastify.post(
    base,
    {
      preValidation: actingAs('admin'),
      schema: {
        summary: 'Creates a discount code; 422 by field when it cannot be saved.',
        body: DiscountCodeForm,
        response: { 201: AdminDiscountCode },
      },
    },
    async (request, reply) => reply.code(201).send(await codes.create(principalOf(request), request.body)),
  );

  fastify.get(
    `${base}/:id`,
    {
      preValidation: byId,
      schema: { summary: 'One discount code.', params: ById, response: { 200: AdminDiscountCode } },
    },
    async (request) => codes.read(principalOf(request), request.params.id),
  );

  fastify.put(
    `${base}/:id`,
    {
      preValidation: byId,
      schema: {
        summary: 'Changes a discount code made from `version`; 409 when someone else changed it meanwhile.',
        params: ById,
        body: DiscountCodeEdit,
        response: { 200: AdminDiscountCode },
      },
    },
    async (request) => codes.edit(principalOf(request), request.params.id, request.body),
  );

  fastify.put(
    `${base}/:id/activity`,
    {
      preValidation: byId,
      schema: {
        summary: 'Activates or deactivates a discount code; 409 when `version` is not the latest.',
        params: ById,
        body: DiscountCodeActivity,
        response: { 200: AdminDiscountCode },
      },
    },
    async (request) => codes.setActivity(principalOf(request), request.params.id, request.body),
  );

  fastify.get(
    `${base}/:id/orders`,
    {
      preValidation: byId,
      schema: {
        summary: 'The orders placed with the code, the newest first.',
        params: ById,
        response: { 200: DiscountCodeOrders },
      },
    },
    async (request) => codes.orders(principalOf(request), request.params.id),
  );
};

export default discountCodeRoutes;
