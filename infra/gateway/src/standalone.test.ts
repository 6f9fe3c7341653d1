import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { readPublicConfig } from './public-config';
import { buildStandaloneHost, NOT_BUILT } from './standalone';
import { createTestSite, httpCall, listenOnLoopback, startFakeApi, type FakeApi, type TestSite } from './testing';

let site: TestSite;
let api: FakeApi;
let host: FastifyInstance;
let port: number;

beforeAll(async () => {
  site = await createTestSite();
  api = await startFakeApi();
  // The test site's shell folder stands in for one package's dist.
  host = await buildStandaloneHost({
    distDir: path.join(site.siteDir, 'shell'),
    apiUrl: api.url,
    publicConfig: readPublicConfig({}),
  });
  port = await listenOnLoopback(host);
});

afterAll(async () => {
  await host.close();
  await api.close();
  await site.remove();
});

describe('a standalone host', () => {
  it("answers every page path with the package's own index.html, for its router to handle", async () => {
    const known = await httpCall(port, { url: '/doctor/jan-kowalski' });
    const unknown = await httpCall(port, { url: '/anything/at/all' });

    expect(known.body).toBe(site.shellHtml);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(site.shellHtml);
  });

  it('serves the build files, the public config and the API', async () => {
    const main = await httpCall(port, { url: '/main.js' });
    const config = await httpCall(port, { url: '/config.json' });
    const health = await httpCall(port, { url: '/api/health' });

    expect(main.body).toBe(site.mainScript);
    expect(config.json()).toEqual(readPublicConfig({}));
    expect(health.json()).toEqual({ status: 'ok' });
  });

  it('refuses paths that leave the build folder', async () => {
    const response = await httpCall(port, { url: '/..%2fsecret.txt' });

    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain(site.secret);
  });

  it('says the package must be built when its dist is missing', async () => {
    const unbuilt = await buildStandaloneHost({
      distDir: path.join(site.root, 'no-dist'),
      apiUrl: api.url,
      publicConfig: readPublicConfig({}),
    });
    const unbuiltPort = await listenOnLoopback(unbuilt);
    const response = await httpCall(unbuiltPort, { url: '/quiz' });
    await unbuilt.close();

    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: NOT_BUILT });
  });
});
