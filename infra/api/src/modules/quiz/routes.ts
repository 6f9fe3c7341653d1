import type { FastifyPluginAsync } from 'fastify';
import { object, string } from 'superstruct';
import type { QuizDefinition } from '@labshop/shared-contracts/core/api/quiz';
import { notFound } from '../../platform/errors';
import { validateInput } from '../../platform/validation';

const QuizParams = object({ kind: string() });

const quizRoutes: FastifyPluginAsync = async (fastify) => {
  /** The steps of a questionnaire: health, weight-loss or weight-loss-feedback. */
  fastify.get('/quiz/:kind', async (request): Promise<QuizDefinition> => {
    const { kind } = validateInput(QuizParams, request.params);
    const definition = fastify.quiz.findDefinition(kind);
    if (!definition) throw notFound();
    return definition;
  });
};

export default quizRoutes;
