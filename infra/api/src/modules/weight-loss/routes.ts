import type { FastifyPluginAsync } from 'fastify';
import { object, string } from 'superstruct';
import {
  ActiveWeightLossProgramme,
  WEIGHT_LOSS_PATHS,
  WeightEntry,
  WeightEntryRequest,
  WeightLossFeedback,
  WeightLossFeedbackRequest,
  WeightLossGoalRequest,
  WeightLossProgrammeOffer,
  WeightLossProgrammeOffers,
  WeightLossProgress,
} from '@labshop/shared-contracts/core/api/weight-loss';
import { principalOf } from '../../platform/principal';
import { namingRecord, namingSlugs, signedInOnly } from '../../platform/route-guards';
import type { ShapeTypeProvider } from '../../platform/route-shapes/type-provider';

const ProgrammePath = object({ programmeId: string() });

/**
 * The weight-loss programme: its products for everyone; a patient's own programme, weights and check-ins for the
 * account that bought it (401 for a guest, 404 for another account's).
 */
const weightLossRoutes: FastifyPluginAsync = async (app) => {
  const fastify = app.withTypeProvider<ShapeTypeProvider>();
  const ownProgramme = [signedInOnly, namingRecord('programmeId')];

  fastify.get(
    `/${WEIGHT_LOSS_PATHS.programmes}`,
    {
      schema: {
        summary: 'Every weight-loss programme product, priced by its package, with what it includes.',
        response: { 200: WeightLossProgrammeOffers },
      },
    },
    async () => ({ programmes: await fastify.weightLoss.offers() }),
  );

  fastify.get(
    `/${WEIGHT_LOSS_PATHS.programme(':product')}`,
    {
      preValidation: namingSlugs('product'),
      schema: {
        summary: 'One weight-loss programme product; 404 for an unknown one.',
        params: object({ product: string() }),
        response: { 200: WeightLossProgrammeOffer },
      },
    },
    async (request) => fastify.weightLoss.offer(request.params.product),
  );

  fastify.get(
    `/${WEIGHT_LOSS_PATHS.active}`,
    {
      preValidation: signedInOnly,
      schema: {
        summary: 'The programme the signed-in patient follows now, or null.',
        response: { 200: ActiveWeightLossProgramme },
      },
    },
    async (request) => fastify.weightLoss.active(principalOf(request)),
  );

  fastify.get(
    `/${WEIGHT_LOSS_PATHS.progress(':programmeId')}`,
    {
      preValidation: ownProgramme,
      schema: {
        summary: "A programme's weights, BMI, check-ins and milestones.",
        params: ProgrammePath,
        response: { 200: WeightLossProgress },
      },
    },
    async (request) => fastify.weightLoss.progress(principalOf(request), request.params.programmeId),
  );

  fastify.put(
    `/${WEIGHT_LOSS_PATHS.goal(':programmeId')}`,
    {
      preValidation: ownProgramme,
      schema: {
        summary: 'Sets the height (cm or ft/in) and the target weight (kg, lbs or st/lb) of a programme.',
        params: ProgrammePath,
        body: WeightLossGoalRequest,
        response: { 200: WeightLossProgress },
      },
    },
    async (request) => fastify.weightLoss.setGoal(principalOf(request), request.params.programmeId, request.body),
  );

  fastify.post(
    `/${WEIGHT_LOSS_PATHS.entries(':programmeId')}`,
    {
      preValidation: ownProgramme,
      schema: {
        summary: 'Logs a weight in kg, lbs or st/lb; it is kept in kilograms.',
        params: ProgrammePath,
        body: WeightEntryRequest,
        response: { 201: WeightEntry },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await fastify.weightLoss.logWeight(principalOf(request), request.params.programmeId, request.body)),
  );

  fastify.post(
    `/${WEIGHT_LOSS_PATHS.feedback(':programmeId')}`,
    {
      preValidation: ownProgramme,
      schema: {
        summary: 'The monthly check-in: how it is going, side effects, weight and a note for the care team.',
        params: ProgrammePath,
        body: WeightLossFeedbackRequest,
        response: { 201: WeightLossFeedback },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await fastify.weightLoss.sendFeedback(principalOf(request), request.params.programmeId, request.body)),
  );
};

export default weightLossRoutes;
