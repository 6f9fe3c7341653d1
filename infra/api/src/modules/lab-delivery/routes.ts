import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { DeliveredReport } from '@labshop/shared-contracts';
import { LAB_CONTENT_TYPES, RESULTS_PATHS, type LabDeliveryAnswer } from '@labshop/shared-contracts/api/results';
import { bearerToken, UNAUTHORIZED_MESSAGE } from '../../platform/authentication';
import { fieldsWithBrokenText, problemWith } from '../../platform/input-text';
import { MAX_JSON_DEPTH, nestsDeeperThan, TOO_DEEP_MESSAGE } from '../../platform/json-body';
import { DELIVERY_ERROR_CODES, DeliveryError, invalid, rejected } from './delivery-errors';
import { readFhirBundle } from './fhir/read-bundle';
import { buildAck } from './hl7/ack';
import { parseEr7 } from './hl7/er7';
import { readHeader, readOruR01, type Hl7Header } from './hl7/oru-r01';
import { findLabByKey, type Lab } from './labs';
import { outcome, outcomeForError } from './operation-outcome';
import { storeDelivery } from './store-reports';

/** Lab messages can be large (many values, long notes); far more than any form, far less than a file upload. */
const MESSAGE_LIMIT_BYTES = 5 * 1024 * 1024;
const HL7_TYPES = [LAB_CONTENT_TYPES.hl7v2, 'application/hl7-v2+er7'];
const HL7_REPLY_TYPE = `${LAB_CONTENT_TYPES.hl7v2}; charset=utf-8`;
const FHIR_REPLY_TYPE = `${LAB_CONTENT_TYPES.fhir}; charset=utf-8`;

/** Said in the answer when some reports are kept for review rather than stored. */
export const KEPT_FOR_REVIEW = 'Accepted. Some reports match no paid ordered test and are kept for review.';
export const STORED = 'Accepted. Every report was stored.';

/**
 * POST /api/lab/results: a lab delivers results, authenticated by its own key. HL7 v2 is answered with an ACK
 * (AA, AE or AR) and FHIR with the outcome per report, or an OperationOutcome when something is wrong.
 * Registered without fastify-plugin, so its content-type parsers apply to this route only.
 */
const labDeliveryRoutes: FastifyPluginAsync = async (fastify) => {
  const { db, clock } = fastify;
  // Both formats are read as text here and parsed by the route, so a malformed body is answered in its format.
  fastify.addContentTypeParser([LAB_CONTENT_TYPES.fhir, ...HL7_TYPES], { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  fastify.post(`/${RESULTS_PATHS.labDelivery}`, { bodyLimit: MESSAGE_LIMIT_BYTES }, async (request, reply) => {
    const mediaType = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    const body = typeof request.body === 'string' ? request.body : '';
    const lab = await findLabByKey(db, bearerToken(request.headers.authorization));
    const now = clock();
    if (HL7_TYPES.includes(mediaType)) return deliverHl7(reply, lab, body, now);
    if (mediaType === LAB_CONTENT_TYPES.fhir) return deliverFhir(reply, lab, body, now);
    reply.code(415).type(FHIR_REPLY_TYPE);
    return outcome('not-supported', `Send ${LAB_CONTENT_TYPES.fhir} or ${LAB_CONTENT_TYPES.hl7v2}.`);
  });

  async function deliverHl7(reply: FastifyReply, lab: Lab | null, body: string, now: Date) {
    reply.type(HL7_REPLY_TYPE);
    let header: Hl7Header | null = null;
    try {
      refuseBrokenText(body);
      const message = parseEr7(body);
      header = readHeader(message);
      if (lab === null) {
        reply.code(401);
        return buildAck(header, { code: 'AR', text: UNAUTHORIZED_MESSAGE }, now);
      }
      const outcomes = await store(lab, 'hl7v2', body, readOruR01(message), now);
      const keptForReview = outcomes.some((each) => each.status === 'unmatched');
      reply.code(keptForReview ? 202 : 200);
      const summary = outcomes.map((each) => `${each.labReportId} ${each.status} ${each.id}`).join('; ');
      return buildAck(header, { code: 'AA', text: `${keptForReview ? KEPT_FOR_REVIEW : STORED} ${summary}` }, now);
    } catch (error) {
      if (!(error instanceof DeliveryError)) throw error;
      if (lab === null) {
        reply.code(401);
        return buildAck(header, { code: 'AR', text: UNAUTHORIZED_MESSAGE }, now);
      }
      reply.code(error.kind === 'rejected' ? 400 : 422);
      const code = error.kind === 'rejected' ? 'AR' : 'AE';
      return buildAck(
        header,
        { code, text: error.message, error: { code: error.code, location: error.location } },
        now,
      );
    }
  }

  async function deliverFhir(reply: FastifyReply, lab: Lab | null, body: string, now: Date) {
    reply.type(FHIR_REPLY_TYPE);
    if (lab === null) {
      reply.code(401);
      return outcome('login', UNAUTHORIZED_MESSAGE);
    }
    try {
      const reports = readFhirBundle(parseJson(body));
      const outcomes = await store(lab, 'fhir', body, reports, now);
      reply.code(outcomes.some((each) => each.status === 'unmatched') ? 202 : 201);
      return { reports: outcomes } satisfies LabDeliveryAnswer;
    } catch (error) {
      if (!(error instanceof DeliveryError)) throw error;
      reply.code(error.kind === 'rejected' ? 400 : 422);
      return outcomeForError(error.code, error.message, error.location);
    }
  }

  async function store(lab: Lab, format: 'fhir' | 'hl7v2', message: string, reports: DeliveredReport[], now: Date) {
    const { outcomes, changedResultIds } = await storeDelivery(
      db,
      { lab, format, message, reports, receivedAt: now },
      (tx, resultIds) => fastify.results.queueReadyNotices(tx, resultIds),
    );
    await fastify.results.announceStored(changedResultIds);
    return outcomes;
  }
};

/**
 * The bundle, read only when it nests no deeper than any bundle does and holds no text PostgreSQL would refuse or
 * corrupt (a NUL character, half of a surrogate pair), so such a message is the lab's mistake, told where, rather
 * than a failure while it is stored.
 */
function parseJson(body: string): unknown {
  if (nestsDeeperThan(body, MAX_JSON_DEPTH)) throw rejected(DELIVERY_ERROR_CODES.dataType, TOO_DEEP_MESSAGE);
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw rejected(DELIVERY_ERROR_CODES.dataType, 'The body is not valid JSON.');
  }
  const [broken] = fieldsWithBrokenText(parsed);
  if (broken !== undefined) {
    const where = broken.field === '_' ? null : `Bundle.${broken.field.replace(/\.(\d+)(?=\.|$)/g, '[$1]')}`;
    throw invalid(DELIVERY_ERROR_CODES.dataType, `${broken.message}.`, where);
  }
  return parsed;
}

/** An HL7 message is text throughout: one holding a NUL character or half of a surrogate pair is refused whole. */
function refuseBrokenText(body: string): void {
  const problem = problemWith(body);
  if (problem !== null) throw rejected(DELIVERY_ERROR_CODES.dataType, `The message ${problem}.`);
}

export default labDeliveryRoutes;
