import type { FastifyPluginAsync } from 'fastify';
import { ruleBasedEngine, type ResultsAnalysisEngine } from '@labshop/shared-contracts/core';
import { FORBIDDEN_MESSAGE } from '@labshop/shared-contracts/core/api/accounts';
import {
  LAB_CONTENT_TYPES,
  RESULTS_ARCHIVE_PAGE_SIZE,
  RESULTS_PATHS,
  type ResultDetail,
  type ResultsAnalysisAnswer,
  type ResultsArchivePage,
  type ResultsOverview,
} from '@labshop/shared-contracts/core/api/results';
import { integer, min, object, optional } from 'superstruct';
import { requireUser } from '../../platform/authentication';
import { HttpError, notFound } from '../../platform/errors';
import { isRecordId, withoutEmptyValues } from '../../platform/request-values';
import { integerFromQuery, validateInput } from '../../platform/validation';
import { loadAnalysisSource } from './analysis-service';
import { loadPatientArchive } from './archive-service';
import { loadLabPdf, pdfFileName, sendPdf } from './downloads';
import { archiveBundle } from './fhir-archive';
import { loadResultDetail } from './result-detail-service';
import { loadResultsArchive, loadResultsOverview } from './results-list-service';
import { renderSummaryPdf } from './summary-pdf';

const ArchiveQuery = object({ page: optional(integerFromQuery(min(integer(), 1))) });

export interface ResultsRoutesOptions {
  /** Reads results in plain English; the offline rule-based engine unless another is plugged in. */
  analysisEngine?: ResultsAnalysisEngine;
}

/** A patient's results for the account that ordered them; anyone else's patient is 404, as if it did not exist. */
const resultsRoutes: FastifyPluginAsync<ResultsRoutesOptions> = async (fastify, options) => {
  const { db, clock } = fastify;
  const engine = options.analysisEngine ?? ruleBasedEngine;

  fastify.get(`/${RESULTS_PATHS.overview}`, async (request): Promise<ResultsOverview> => {
    const user = requireUser(request);
    return { patients: await loadResultsOverview(db, user.id) };
  });

  fastify.get(`/${RESULTS_PATHS.archive}`, async (request): Promise<ResultsArchivePage> => {
    const user = requireUser(request);
    const { page = 1 } = validateInput(ArchiveQuery, withoutEmptyValues(request.query));
    return loadResultsArchive(db, user.id, page, RESULTS_ARCHIVE_PAGE_SIZE);
  });

  /** One of the caller's results, or 404 for any other id. */
  async function ownResult(accountId: string, resultId: string): Promise<ResultDetail> {
    if (!isRecordId(resultId)) throw notFound();
    const result = await loadResultDetail(db, accountId, resultId, 'patient');
    if (result === null) throw notFound();
    return result;
  }

  fastify.get<{ Params: { resultId: string } }>(
    `/${RESULTS_PATHS.result(':resultId')}`,
    async (request): Promise<ResultDetail> => ownResult(requireUser(request).id, request.params.resultId),
  );

  fastify.get<{ Params: { resultId: string } }>(`/${RESULTS_PATHS.labPdf(':resultId')}`, async (request, reply) => {
    const user = requireUser(request);
    const result = await ownResult(user.id, request.params.resultId);
    const document = await loadLabPdf(db, user.id, result.id);
    if (document === null) throw notFound();
    return sendPdf(reply, pdfFileName(result, 'lab-report'), document.data);
  });

  fastify.get<{ Params: { resultId: string } }>(`/${RESULTS_PATHS.summaryPdf(':resultId')}`, async (request, reply) => {
    const result = await ownResult(requireUser(request).id, request.params.resultId);
    return sendPdf(reply, pdfFileName(result, 'summary'), await renderSummaryPdf(result, clock()));
  });

  fastify.get<{ Params: { resultId: string } }>(
    `/${RESULTS_PATHS.analysis(':resultId')}`,
    async (request): Promise<ResultsAnalysisAnswer> => {
      const user = requireUser(request);
      const { resultId } = request.params;
      if (!isRecordId(resultId)) throw notFound();
      const source = await loadAnalysisSource(db, user.id, resultId);
      if (source === null) throw notFound();
      if (!source.purchased) throw new HttpError(403, FORBIDDEN_MESSAGE);
      return engine.analyse(source.input);
    },
  );

  fastify.get<{ Params: { orderPatientId: string } }>(
    `/${RESULTS_PATHS.archiveExport(':orderPatientId')}`,
    async (request, reply) => {
      const user = requireUser(request);
      const { orderPatientId } = request.params;
      if (!isRecordId(orderPatientId)) throw notFound();
      const archive = await loadPatientArchive(db, user.id, orderPatientId);
      if (archive === null) throw notFound();
      reply.type(`${LAB_CONTENT_TYPES.fhir}; charset=utf-8`);
      reply.header('content-disposition', 'attachment; filename="results-archive.fhir.json"');
      return archiveBundle(archive.patient, archive.results, clock());
    },
  );
};

export default resultsRoutes;
