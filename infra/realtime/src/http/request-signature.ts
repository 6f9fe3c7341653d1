// Pusher's HTTP API signing (auth_version 1.0): the query carries auth_key, auth_timestamp, auth_version,
// body_md5 for a body, and auth_signature = HMAC-SHA256(secret, "METHOD\n/path\nsorted query").
import { hmacSha256Hex, md5Hex, sameSignature } from '../auth/hmac';
import type { AppCredentials } from '../auth/channel-authorisation';
import { MAX_REQUEST_CLOCK_SKEW_SECONDS } from '../limits';
import { HttpError } from './http-error';

export interface SignedRequest {
  method: string;
  /** The path as sent, before decoding: that is what the caller signed. */
  path: string;
  query: URLSearchParams;
  body: string;
}

/** Every parameter but the signature, keys lower-cased and sorted, values as they were meant. */
export function queryToSign(query: URLSearchParams): string {
  return [...query.entries()]
    .filter(([key]) => key !== 'auth_signature')
    .map(([key, value]): [string, string] => [key.toLowerCase(), value])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
}

export function stringToSign(request: SignedRequest): string {
  return [request.method.toUpperCase(), request.path, queryToSign(request.query)].join('\n');
}

function unauthorised(message: string): HttpError {
  return new HttpError(401, message);
}

function checkTimestamp(value: string | null, nowSeconds: number): void {
  if (value === null || !/^\d+$/.test(value)) throw unauthorised('auth_timestamp must be a Unix time in seconds.');
  const skew = Math.abs(nowSeconds - Number(value));
  if (skew > MAX_REQUEST_CLOCK_SKEW_SECONDS) {
    throw unauthorised(
      `Timestamp expired: auth_timestamp ${value} is not within ${MAX_REQUEST_CLOCK_SKEW_SECONDS} s of server time ${nowSeconds}.`,
    );
  }
}

function checkBodyHash(request: SignedRequest): void {
  if (request.body === '') return;
  const given = request.query.get('body_md5');
  if (given === null) throw unauthorised('body_md5 is required when the request has a body.');
  if (!sameSignature(md5Hex(request.body), given)) throw unauthorised('body_md5 does not match the request body.');
}

export function verifySignedRequest(app: AppCredentials, request: SignedRequest, nowSeconds: number): void {
  const { query } = request;
  const key = query.get('auth_key');
  if (key === null) throw unauthorised('auth_key is missing.');
  if (key !== app.key) throw unauthorised(`Unknown auth_key "${key}".`);
  if (query.get('auth_version') !== '1.0') throw unauthorised('auth_version must be 1.0.');
  checkTimestamp(query.get('auth_timestamp'), nowSeconds);
  checkBodyHash(request);
  const signature = query.get('auth_signature');
  if (signature === null) throw unauthorised('auth_signature is missing.');
  const signed = stringToSign(request);
  if (!sameSignature(hmacSha256Hex(app.secret, signed), signature)) {
    throw unauthorised(
      `Invalid signature: expected the HMAC-SHA256 hex digest, with the app's secret, of ${JSON.stringify(signed)}.`,
    );
  }
}
