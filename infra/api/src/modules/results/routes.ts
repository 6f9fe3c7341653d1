import type { FastifyPluginAsync } from 'fastify';
import {
  LAB_CONTENT_TYPES,
  RESULTS_ARCHIVE_PAGE_SIZE,
  RESULTS_PATHS,
  type ResultDetail,
  type ResultsAnalysisAnswer,
  type ResultsArchivePage,
  type ResultsOverview,
} from '@labshop/shared-contracts/api/results';
import { integer, min, object, optional } from 'superstruct';
import { requireUser } from '../../platform/authentication';
import { principalOf } from '../../platform/principal';
import { withoutEmptyValues } from '../../platform/request-values';
import { integerFromQuery, validateInput } from '../../platform/validation';
import { sendPdf } from './pdf-download';

const ArchiveQuery = object({ page: optional(integerFromQuery(min(integer(), 1))) });

type ByResult = { Params: { resultId: string } };

/** A patient's results for the account that ordered them; anyone else's patient is 404, as if it did not exist. */
const resultsRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.get(`/${RESULTS_PATHS.overview}`, async (request): Promise<ResultsOverview> => {
    requireUser(request);
    return { patients: await fastify.results.overview(principalOf(request)) };
  });

  fastify.get(`/${RESULTS_PATHS.archive}`, async (request): Promise<ResultsArchivePage> => {
    requireUser(request);
    const { page = 1 } = validateInput(ArchiveQuery, withoutEmptyValues(request.query));
    return fastify.results.archive(principalOf(request), page, RESULTS_ARCHIVE_PAGE_SIZE);
  });

  fastify.get<ByResult>(`/${RESULTS_PATHS.result(':resultId')}`, async (request): Promise<ResultDetail> => {
    requireUser(request);
    return fastify.results.detail(principalOf(request), request.params.resultId);
  });

  fastify.get<ByResult>(`/${RESULTS_PATHS.labPdf(':resultId')}`, async (request, reply) => {
    requireUser(request);
    const { fileName, data } = await fastify.results.labPdf(principalOf(request), request.params.resultId);
    return sendPdf(reply, fileName, data);
  });

  fastify.get<ByResult>(`/${RESULTS_PATHS.summaryPdf(':resultId')}`, async (request, reply) => {
    requireUser(request);
    const { fileName, data } = await fastify.results.summaryPdf(principalOf(request), request.params.resultId);
    return sendPdf(reply, fileName, data);
  });

  fastify.get<ByResult>(`/${RESULTS_PATHS.analysis(':resultId')}`, async (request): Promise<ResultsAnalysisAnswer> => {
    requireUser(request);
    return fastify.results.analysis(principalOf(request), request.params.resultId);
  });

  fastify.get<{ Params: { orderPatientId: string } }>(
    `/${RESULTS_PATHS.archiveExport(':orderPatientId')}`,
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
