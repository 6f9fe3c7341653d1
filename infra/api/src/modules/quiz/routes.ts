import type { FastifyPluginAsync } from 'fastify';
import { object, string } from 'superstruct';
import {
  QUIZ_RECORDS_LIMIT,
  QUIZ_RECORDS_PATH,
  QUIZ_TOKEN_HEADER,
  QuizDefinition,
  QuizRecord,
  QuizRecordList,
  QuizRecordsQuery,
  QuizSubmission,
} from '@labshop/shared-contracts/core/api/quiz';
import { notFound } from '../../platform/errors';
import { principalOf } from '../../platform/principal';
import { signedInOnly } from '../../platform/route-guards';
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

  // A static path: it is matched before '/quiz/:kind', so no questionnaire can be named 'records'.
  fastify.get(
    `/${QUIZ_RECORDS_PATH}`,
    {
      preValidation: signedInOnly,
      schema: {
        summary: `The signed-in account's own records of one questionnaire (its holder's and its patients', or one patient's), newest first, at most ${QUIZ_RECORDS_LIMIT}; 401 for a guest.`,
        querystring: QuizRecordsQuery,
        response: { 200: QuizRecordList },
      },
    },
    async (request) => ({
      records: await fastify.quiz.list(principalOf(request), request.query.kind, request.query.patientId),
    }),
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
