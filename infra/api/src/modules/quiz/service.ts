import fp from 'fastify-plugin';
import type { QuizDefinition } from '@labshop/shared-contracts/core/api/quiz';
import { HEALTH_QUIZ } from './definitions/health';
import { WEIGHT_LOSS_FEEDBACK_QUIZ, WEIGHT_LOSS_QUIZ } from './definitions/weight-loss';

// The questionnaires change with releases, not with data entry, so they live in code rather than in tables.
const DEFINITIONS: readonly QuizDefinition[] = [HEALTH_QUIZ, WEIGHT_LOSS_QUIZ, WEIGHT_LOSS_FEEDBACK_QUIZ];

export function createQuizService() {
  return {
    findDefinition(kind: string): QuizDefinition | null {
      return DEFINITIONS.find((definition) => definition.kind === kind) ?? null;
    },
  };
}

export type QuizService = ReturnType<typeof createQuizService>;

declare module 'fastify' {
  interface FastifyInstance {
    quiz: QuizService;
  }
}

export default fp(
  async function quizService(fastify) {
    fastify.decorate('quiz', createQuizService());
  },
  { name: 'quiz-service' },
);
