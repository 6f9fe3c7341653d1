import type { FastifyPluginAsync } from 'fastify';
import {
  LAB_CONTENT_TYPES,
  RESULTS_ARCHIVE_PAGE_SIZE,
  RESULTS_PATHS,
  ResultDetail,
  ResultsAnalysisAnswer,
  ResultsArchivePage,
  ResultsOverview,
  ResultsSeen,
} from '@labshop/shared-contracts/core/api/results';
import { integer, min, object, optional, type Infer } from 'superstruct';
import { requireUser } from '../../platform/authentication';
import { principalOf } from '../../platform/principal';
import { signedInOnly } from '../../platform/route-guards';
import type { ShapeTypeProvider } from '../../platform/route-shapes/type-provider';
import { integerFromQuery } from '../../platform/validation';
import { sendPdf } from './pdf-download';

const ArchiveQuery = object({ page: optional(integerFromQuery(min(integer(), 1))) });
/** Which page of a result's values (from 1); a page past the last answers with none. */
const ValuesQuery = ArchiveQuery;
/**
 * The ids in paths are read by the service, not declared as shapes: text that is no id names no result and is
 * answered 404, as a result nobody may read, even when it holds characters a shape would refuse.
 */
type ByResult = { Params: { resultId: string } };

/** A patient's results for the account that ordered them; anyone else's patient is 404, as if it did not exist. */
const resultsRoutes: FastifyPluginAsync = async (app) => {
  const fastify = app.withTypeProvider<ShapeTypeProvider>();

  fastify.get(
    `/${RESULTS_PATHS.overview}`,
    {
      schema: {
        summary: "The account's results and ordered tests, grouped per patient, newest first.",
        response: { 200: ResultsOverview },
      },
    },
    async (request) => {
      requireUser(request);
      return { patients: await fastify.results.overview(principalOf(request)) };
    },
  );

  fastify.get(
    `/${RESULTS_PATHS.seen}`,
    {
      preValidation: signedInOnly,
      schema: {
        summary: 'When the account holder last opened their results (null before the first time), on any device.',
        response: { 200: ResultsSeen },
      },
    },
    async (request) => fastify.results.seenAt(principalOf(request)),
  );

  fastify.post(
    `/${RESULTS_PATHS.seen}`,
    {
      preValidation: signedInOnly,
      schema: {
        summary: 'The account holder opened their results now: the mark moves forward, never back.',
        response: { 200: ResultsSeen },
      },
    },
    async (request) => fastify.results.markSeen(principalOf(request)),
  );

  fastify.get(
    `/${RESULTS_PATHS.archive}`,
    {
      preValidation: signedInOnly,
      schema: {
        summary: "One page of the account's ready results, newest first (`page`, from 1).",
        querystring: ArchiveQuery,
        response: { 200: ResultsArchivePage },
      },
    },
    async (request) => {
      const { page = 1 } = request.query;
      return fastify.results.archive(principalOf(request), page, RESULTS_ARCHIVE_PAGE_SIZE);
    },
  );

  fastify.get<ByResult & { Querystring: Infer<typeof ValuesQuery> }>(
    `/${RESULTS_PATHS.result(':resultId')}`,
    {
      schema: {
        summary:
          'One of the account’s results with a page of its values (`page`, from 1, in the lab’s order) and the same ' +
          'person’s earlier values of them.',
        querystring: ValuesQuery,
        response: { 200: ResultDetail },
      },
    },
    async (request) => {
      requireUser(request);
      const { page = 1 } = request.query;
      return fastify.results.detail(principalOf(request), request.params.resultId, page);
    },
  );

  fastify.get<ByResult>(
    `/${RESULTS_PATHS.labPdf(':resultId')}`,
    { schema: { summary: "The lab's own PDF of one of the account's results, as a download." } },
    async (request, reply) => {
      requireUser(request);
      const { fileName, data } = await fastify.results.labPdf(principalOf(request), request.params.resultId);
      return sendPdf(reply, fileName, data);
    },
  );

  fastify.get<ByResult>(
    `/${RESULTS_PATHS.summaryPdf(':resultId')}`,
    { schema: { summary: "A printable summary of one of the account's results, as a PDF." } },
    async (request, reply) => {
      requireUser(request);
      const { fileName, data } = await fastify.results.summaryPdf(principalOf(request), request.params.resultId);
      return sendPdf(reply, fileName, data);
    },
  );

  fastify.get<ByResult>(
    `/${RESULTS_PATHS.analysis(':resultId')}`,
    {
      schema: {
        summary: 'The plain-English reading of a result; 403 when its order did not include the analysis.',
        response: { 200: ResultsAnalysisAnswer },
      },
    },
    async (request) => {
      requireUser(request);
      return fastify.results.analysis(principalOf(request), request.params.resultId);
    },
  );

  fastify.get<{ Params: { orderPatientId: string } }>(
    `/${RESULTS_PATHS.archiveExport(':orderPatientId')}`,
    {
      schema: {
        summary: 'Every result of one person of the account, as a FHIR R4 Bundle to take elsewhere.',
      },
    },
    async (request, reply) => {
      requireUser(request);
      const bundle = await fastify.results.patientArchive(principalOf(request), request.params.orderPatientId);
      reply.type(`${LAB_CONTENT_TYPES.fhir}; charset=utf-8`);
      reply.header('content-disposition', 'attachment; filename="results-archive.fhir.json"');
      return bundle;
    },
  );
};

export default resultsRoutes;
