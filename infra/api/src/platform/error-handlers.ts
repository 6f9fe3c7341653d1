import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody } from '@labshop/shared-contracts/core/api/errors';
import { NO_STORE } from './answer-caching';
import { BlockedAccountError, HttpError, NOT_FOUND_MESSAGE, UNEXPECTED_ERROR_MESSAGE, ValidationError } from './errors';

/**
 * Every failure leaves as { message, errors? }. A 5xx says only 'Unexpected error occurred': its real
 * message and stack go to the log, never to the caller. A 4xx says what the caller got wrong.
 */
export function handleError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): ErrorBody | (ErrorBody & { status: 'blocked' }) {
  if (error instanceof BlockedAccountError) {
    // The shell reads `status` to clear the token and open the blocked-patient modal.
    reply.code(error.statusCode);
    return { message: error.message, status: error.status };
  }
  if (error instanceof ValidationError) {
    reply.code(error.statusCode);
    return { message: error.message, errors: error.errors };
  }
  const statusCode = readStatusCode(error);
  if (statusCode >= 500) {
    request.log.error({ err: error }, 'Request failed');
    reply.code(statusCode);
    return { message: UNEXPECTED_ERROR_MESSAGE };
  }
  request.log.info({ err: error }, 'Request refused');
  reply.code(statusCode);
  const details = error instanceof HttpError ? error.details : {};
  return { ...details, message: error.message || 'Bad Request' };
}

function readStatusCode(error: unknown): number {
  if (typeof error !== 'object' || error === null || !('statusCode' in error)) return 500;
  const { statusCode } = error;
  return typeof statusCode === 'number' && statusCode >= 400 && statusCode <= 599 ? statusCode : 500;
}

export function handleNotFound(_request: FastifyRequest, reply: FastifyReply): ErrorBody {
  reply.code(404);
  return { message: NOT_FOUND_MESSAGE };
}

/**
 * Failures before routing. A path segment longer than any slug or id (Fastify's limit is 100 characters) names
 * nothing that exists: 404, as for any unknown record. A path that cannot be decoded is the caller's error: 400.
 */
export function handleFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  request.log.info({ err: error }, 'Request refused before routing');
  // No route, so no route's hooks: the answer says itself that it is not to be kept.
  void reply.header('cache-control', NO_STORE);
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.code(404).send({ message: NOT_FOUND_MESSAGE } satisfies ErrorBody);
    return;
  }
  const statusCode = readStatusCode(error);
  void reply.code(statusCode >= 500 ? 400 : statusCode).send({ message: 'Bad Request' } satisfies ErrorBody);
}
