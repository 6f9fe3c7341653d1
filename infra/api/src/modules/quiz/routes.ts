import type { FastifyPluginAsync } from 'fastify';
import { object, string } from 'superstruct';
import { QUIZ_TOKEN_HEADER, QuizDefinition, QuizRecord, QuizSubmission } from '@labshop/shared-contracts/core/api/quiz';
import { notFound } from '../../platform/errors';
import { principalOf } from '../../platform/principal';
import type { ShapeTypeProvider } from '../../platform/route-shapes/type-provider';

const QuizParams = object({ kind: string() });
const RecordParams = object({ uuid: string() });

const quizRoutes: FastifyPluginAsync = async (app) => {
  const fastify = app.withTypeProvider<ShapeTypeProvider>();

  fastify.get(
    '/quiz/:kind',
    {
      schema: {
        summary: 'The steps of a questionnaire: health, weight-loss or weight-loss-feedback.',
        params: QuizParams,
        response: { 200: QuizDefinition },
      },
    },
    async (request) => {
      const definition = fastify.quiz.findDefinition(request.params.kind);
      if (!definition) throw notFound();
      return definition;
    },
  );

  fastify.post(
    '/quiz/:kind/records',
    {
      schema: {
        summary:
          "Keeps the answers to a questionnaire: the account's (or its chosen patient's), else a guest's with a token to read it back; 422 by `answers.{question}`.",
        params: QuizParams,
        body: QuizSubmission,
        response: { 201: QuizRecord },
      },
    },
    async (request, reply) => {
      const record = await fastify.quiz.submit(principalOf(request), request.params.kind, request.body);
      reply.code(201);
      return record;
    },
  );

  fastify.get(
    '/quiz/records/:uuid',
    {
      schema: {
        summary: `A kept questionnaire: the account's own, or a guest's with its token in ${QUIZ_TOKEN_HEADER}; else 404.`,
        params: RecordParams,
        response: { 200: QuizRecord },
      },
    },
    async (request) => {
      const token = request.headers[QUIZ_TOKEN_HEADER];
      return fastify.quiz.read(
        principalOf(request),
        request.params.uuid,
        typeof token === 'string' && token !== '' ? token : null,
      );
    },
  );
};

export default quizRoutes;
