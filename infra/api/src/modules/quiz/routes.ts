import type { FastifyPluginAsync } from 'fastify';
import { object, string } from 'superstruct';
import { QuizDefinition } from '@labshop/shared-contracts/core/api/quiz';
import { notFound } from '../../platform/errors';
import type { ShapeTypeProvider } from '../../platform/route-shapes/type-provider';

const QuizParams = object({ kind: string() });

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
};

export default quizRoutes;
