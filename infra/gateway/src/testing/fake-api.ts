import { createServer } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ActiveSiteRedirect } from '@labshop/shared-contracts/core';
import { createFakeCatalogue, registerFakeCatalogue, type FakeCatalogue } from './fake-catalogue';
import { listenOnLoopback } from './http-client';

export interface FakeApi {
  readonly url: string;
  /** The active server-defined redirects it answers; a test changes them as an admin would. */
  redirects: ActiveSiteRedirect[];
  /** The tests, packages, places and doctor cards it answers. */
  readonly catalogue: FakeCatalogue;
  close(): Promise<void>;
}

/**
 * A stand-in for the API on an ephemeral loopback port: health, the instance's name (for tests of several
 * instances), an echo of what it received, and the public catalogue reads pages' heads and the site map make.
 */
export async function startFakeApi(instance = 'api'): Promise<FakeApi> {
  const api: FastifyInstance = Fastify();
  const state = { redirects: [] as ActiveSiteRedirect[] };
  const catalogue = createFakeCatalogue();
  registerFakeCatalogue(api, catalogue);
  api.get('/api/site-redirects', async () => ({ redirects: state.redirects }));
  api.get('/api/health', async () => ({ status: 'ok' }));
  api.get('/api/instance', async () => ({ instance }));
  api.post('/api/echo', async (request) => ({
    method: request.method,
    url: request.url,
    body: request.body,
    language: request.headers['accept-language'] ?? null,
    forwardedFor: request.headers['x-forwarded-for'] ?? null,
    realIp: request.headers['x-real-ip'] ?? null,
  }));
  api.get('/api/missing', async (_request, reply) => reply.code(404).send({ message: 'No such test' }));
  const port = await listenOnLoopback(api);
  return {
    url: `http://127.0.0.1:${port}`,
    catalogue,
    get redirects() {
      return state.redirects;
    },
    set redirects(next) {
      state.redirects = next;
    },
    close: () => api.close(),
  };
}

/** The address of a port nothing listens on: how the gateway sees an API that is down. */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
