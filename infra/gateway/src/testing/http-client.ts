import { request, type IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';

export interface HttpCall {
  readonly method?: string;
  /** Sent exactly as written: no URL normalisation, as a browser or an attacker might send it. */
  readonly url: string;
  readonly headers?: Record<string, string>;
  readonly payload?: unknown;
}

export interface HttpAnswer {
  readonly statusCode: number;
  readonly headers: IncomingHttpHeaders;
  /** The bytes on the wire (still compressed when the server compressed them). */
  readonly rawPayload: Buffer;
  readonly body: string;
  json(): unknown;
}

/** Starts `app` on an ephemeral loopback port and returns the port. */
export async function listenOnLoopback(app: FastifyInstance): Promise<number> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  if (!port) throw new Error('server did not report a port');
  return port;
}

/** One HTTP request over a real socket: redirects are not followed and bodies are not decompressed. */
export function httpCall(port: number, call: HttpCall): Promise<HttpAnswer> {
  const body = call.payload === undefined ? undefined : JSON.stringify(call.payload);
  const headers = { ...(body ? { 'content-type': 'application/json' } : {}), ...call.headers };
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { host: '127.0.0.1', port, path: call.url, method: call.method ?? 'GET', headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const rawPayload = Buffer.concat(chunks);
          const text = rawPayload.toString('utf8');
          resolve({
            statusCode: response.statusCode ?? 0,
            headers: response.headers,
            rawPayload,
            body: text,
            json: (): unknown => JSON.parse(text),
          });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
