import type { FastifyRequest, FastifyServerOptions } from 'fastify';

export const REDACTED = '[redacted]';

/**
 * Query parameters that carry a secret: a guest's order access token (`/api/orders/{id}?token=…`, the link in the
 * order e-mail) and any signature, key or password a caller may put in a link.
 */
const SECRET_QUERY_PARAMETER =
  /([?&](?:token|access_token|accessToken|signature|sig|key|secret|password)=)[^&#\s'"]*/gi;

/**
 * Path segments that are secrets themselves: a password reset link's token, and a sandbox payment page's id, which
 * lets whoever holds the link pay or fail that payment.
 */
const SECRET_PATH_SEGMENT = /(\/(?:password\/reset|payments\/sandbox)\/)(?!callback\b)[^/?#\s'"]+/g;

/** The text with every token, signature or secret link it holds replaced by '[redacted]'. */
export function redactSecrets(text: string): string {
  return text.replace(SECRET_PATH_SEGMENT, `$1${REDACTED}`).replace(SECRET_QUERY_PARAMETER, `$1${REDACTED}`);
}

interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [property: string]: unknown;
}

/** An error as the log keeps it: its type, message, stack, own fields (code, statusCode…) and cause, minus secrets. */
export function serializeError(error: Error): SerializedError {
  // Whatever was thrown is logged under `err`, an Error or not.
  const thrown: unknown = error;
  if (!(thrown instanceof Error)) return { type: typeof thrown, message: redactSecrets(String(thrown)), stack: '' };
  return serializeErrorAt(thrown, 0);
}

/** A failed query's error quotes the values it was sent after this line: names, PESEL numbers, notes. */
const QUERY_PARAMETERS = /\nparams: [\s\S]*?(?=\n\s+at |$)/;

function withoutQueryParameters(text: string): string {
  return text.replace(QUERY_PARAMETERS, '\nparams: [redacted]');
}

function serializeErrorAt(error: Error, depth: number): SerializedError {
  const serialized: SerializedError = {
    type: error.constructor.name,
    message: redactSecrets(withoutQueryParameters(error.message)),
    stack: redactSecrets(withoutQueryParameters(error.stack ?? '')),
  };
  for (const [name, value] of Object.entries(error)) {
    // The query stays in the log, to find what failed; the values it carried do not.
    if (name === 'params') serialized[name] = REDACTED;
    else serialized[name] = typeof value === 'string' ? redactSecrets(value) : value;
  }
  const { cause } = error;
  if (cause instanceof Error && depth < 5) serialized.cause = serializeErrorAt(cause, depth + 1);
  else if (typeof cause === 'string') serialized.cause = redactSecrets(cause);
  return serialized;
}

/** The request as the log keeps it (Fastify's fields), with its URL's tokens redacted. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactSecrets(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * Wherever a header set could be logged (a handler logging the request's headers), credentials are cut out: the
 * session's bearer token, cookies (the known-device cookie), a guest's order token and Stripe's signature.
 */
const REDACTED_PATHS = ['authorization', 'cookie', 'set-cookie', 'x-order-token', 'stripe-signature'].flatMap(
  (header) => ['headers', 'req.headers', 'request.headers'].map((parent) => `${parent}["${header}"]`),
);

type LoggerOption = FastifyServerOptions['logger'];

/**
 * The logger the API runs with: Fastify's request logging (pino), with tokens never written. Request URLs carry a
 * guest's order token (`?token=`) and a reset link's token (`/password/reset/{token}`), errors can quote a URL, and
 * headers carry the session's bearer token; each is redacted before it is written.
 */
export function withoutSecrets(logger: LoggerOption): LoggerOption {
  if (logger === false || logger === undefined) return logger;
  const options = logger === true ? {} : logger;
  return {
    ...options,
    serializers: { ...options.serializers, req: serializeRequest, err: serializeError },
    redact: { paths: REDACTED_PATHS, censor: REDACTED },
  };
}
