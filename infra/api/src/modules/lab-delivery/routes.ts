import type { FastifyPluginAsync } from 'fastify';
import { LAB_CONTENT_TYPES, RESULTS_PATHS } from '@labshop/shared-contracts/core/api/results';
import { bearerToken } from '../../platform/authentication';

/** Lab messages can be large (many values, long notes); far more than any form, far less than a file upload. */
const MESSAGE_LIMIT_BYTES = 5 * 1024 * 1024;
const HL7_TYPES: string[] = [LAB_CONTENT_TYPES.hl7v2, 'application/hl7-v2+er7'];
const HL7_REPLY_TYPE = `${LAB_CONTENT_TYPES.hl7v2}; charset=utf-8`;
const FHIR_REPLY_TYPE = `${LAB_CONTENT_TYPES.fhir}; charset=utf-8`;

/**
 * POST /api/lab/results: a lab delivers results, authenticated by its own key. HL7 v2 is answered with an ACK
 * (AA, AE or AR) and FHIR with the outcome per report, or an OperationOutcome when something is wrong.
 * Registered without fastify-plugin, so its content-type parsers apply to this route only.
 */
const labDeliveryRoutes: FastifyPluginAsync = async (fastify) => {
  // Both formats are read as text here and parsed by the service, so a malformed body is answered in its format.
  fastify.addContentTypeParser([LAB_CONTENT_TYPES.fhir, ...HL7_TYPES], { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  const schema = {
    summary: 'A lab delivers results with its own key: FHIR R4 Bundle or HL7 v2 ORU^R01, answered in the same format.',
  };
  fastify.post(`/${RESULTS_PATHS.labDelivery}`, { bodyLimit: MESSAGE_LIMIT_BYTES, schema }, async (request, reply) => {
    const mediaType = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    const body = typeof request.body === 'string' ? request.body : '';
    const lab = await fastify.labDelivery.principalOfKey(bearerToken(request.headers.authorization));
    const isHl7 = HL7_TYPES.includes(mediaType);
    const answer = isHl7
      ? await fastify.labDelivery.deliverHl7(lab, body)
      : mediaType === LAB_CONTENT_TYPES.fhir
        ? await fastify.labDelivery.deliverFhir(lab, body)
        : fastify.labDelivery.unsupported();
    reply.code(answer.statusCode).type(isHl7 ? HL7_REPLY_TYPE : FHIR_REPLY_TYPE);
    return answer.body;
  });
};

export default labDeliveryRoutes;
