// A request to the HTTP API signed by the official `pusher` package but sent by hand, so a test can pick the
// moment of signing, change the body afterwards, or send a body the package would never produce.
import { TEST_APP } from './test-server';
import { createApiClient } from './api-client';

export interface SignedFetchOptions {
  method: 'GET' | 'POST';
  /** Below `/apps/<id>`, e.g. `/events`. */
  path: string;
  body?: string;
  /** Sent instead of `body`, after signing `body`. */
  sentBody?: string;
  signedAt?: Date;
  params?: Record<string, string>;
}

export async function signedFetch(port: number, options: SignedFetchOptions): Promise<Response> {
  const path = `/apps/${TEST_APP.appId}${options.path}`;
  const realNow = Date.now;
  const signedAt = options.signedAt?.getTime();
  if (signedAt !== undefined) Date.now = () => signedAt;
  let query: string;
  try {
    query = createApiClient(port).createSignedQueryString({
      method: options.method,
      path,
      body: options.body,
      params: options.params,
    });
  } finally {
    Date.now = realNow;
  }
  return fetch(`http://127.0.0.1:${port}${path}?${query}`, {
    method: options.method,
    body: options.sentBody ?? options.body,
    headers: options.body === undefined ? {} : { 'content-type': 'application/json' },
  });
}
