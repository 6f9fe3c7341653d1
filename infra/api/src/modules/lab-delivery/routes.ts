import type { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { LAB_CONTENT_TYPES, RESULTS_PATHS } from '@labshop/shared-contracts/core/api/results';
import { bearerToken } from '../../platform/authentication';
import { readBoundedBody, type BoundedBody } from './bounded-body';
import { MESSAGE_LIMIT_BYTES } from './service';

/** The ER7 media types labs send, and HL7-over-HTTP's own. */
const HL7_TYPES: string[] = [LAB_CONTENT_TYPES.hl7v2, 'application/hl7-v2+er7', 'application/hl7-v2'];
const HL7_REPLY_TYPE = `${LAB_CONTENT_TYPES.hl7v2}; charset=utf-8`;
const FHIR_REPLY_TYPE = `${LAB_CONTENT_TYPES.fhir}; charset=utf-8`;

const mediaTypeOf = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

/** The `charset` parameter of the request's content type, null when it names none. */
function charsetOf(request: FastifyRequest): string | null {
  const match = /;\s*charset\s*=\s*("?)([^";\s]+)\1/iu.exec(request.headers['content-type'] ?? '');
  return match?.[2] ?? null;
}

const isBoundedBody = (body: unknown): body is BoundedBody =>
  typeof body === 'object' && body !== null && 'tooLarge' in body;

/**
 * POST /api/lab/results: a lab delivers results, authenticated by its own key. HL7 v2 is answered with an ACK
 * (AA, AE or AR) and FHIR with the outcome per report, or an OperationOutcome when something is wrong. An HL7
 * message is answered with an ACK whatever happens, too large or a failure of the shop's own included.
 * Registered without fastify-plugin, so its content-type parsers and error handler apply to this route only.
 */
const labDeliveryRoutes: FastifyPluginAsync = async (fastify) => {
  // FHIR is read as text and parsed by the service, so a malformed body is answered in its format.
  fastify.addContentTypeParser(LAB_CONTENT_TYPES.fhir, { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  // HL7 is read as bytes, since its charset may be declared inside it (MSH-18); past the limit only its head is kept.
  fastify.addContentTypeParser(HL7_TYPES, (_request: FastifyRequest, payload: Readable) =>
    readBoundedBody(payload, MESSAGE_LIMIT_BYTES),
  );

  fastify.setErrorHandler((error, request, reply) => {
    if (!HL7_TYPES.includes(mediaTypeOf(request))) throw error;
    request.log.error({ err: error }, 'An HL7 delivery failed unexpectedly');
    const body = request.body;
    const bytes = isBoundedBody(body) ? (body.tooLarge ? body.head : body.bytes) : Buffer.alloc(0);
    const answer = fastify.labDelivery.hl7Failure(bytes);
    return reply.code(answer.statusCode).type(HL7_REPLY_TYPE).send(answer.body);
  });

  const schema = {
    summary: 'A lab delivers results with its own key: FHIR R4 Bundle or HL7 v2 ORU^R01, answered in the same format.',
  };
  fastify.post(`/${RESULTS_PATHS.labDelivery}`, { bodyLimit: MESSAGE_LIMIT_BYTES, schema }, async (request, reply) => {
    const mediaType = mediaTypeOf(request);
    if (HL7_TYPES.includes(mediaType)) {
      const body = isBoundedBody(request.body) ? request.body : ({ bytes: Buffer.alloc(0), tooLarge: false } as const);
      reply.type(HL7_REPLY_TYPE);
      if (body.tooLarge) {
        const answer = fastify.labDelivery.hl7TooLarge(body.head);
        return reply.code(answer.statusCode).header('connection', 'close').send(answer.body);
      }
      const lab = await fastify.labDelivery.principalOfKey(bearerToken(request.headers.authorization));
      const answer = await fastify.labDelivery.deliverHl7(lab, { bytes: body.bytes, httpCharset: charsetOf(request) });
      return reply.code(answer.statusCode).send(answer.body);
    }
    const lab = await fastify.labDelivery.principalOfKey(bearerToken(request.headers.authorization));
    const answer =
      mediaType === LAB_CONTENT_TYPES.fhir
        ? await fastify.labDelivery.deliverFhir(lab, typeof request.body === 'string' ? request.body : '')
        : fastify.labDelivery.unsupported();
    return reply.code(answer.statusCode).type(FHIR_REPLY_TYPE).send(answer.body);
  });
};

export default labDeliveryRoutes;
