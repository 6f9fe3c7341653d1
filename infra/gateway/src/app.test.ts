import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { API_UNAVAILABLE } from './api-proxy';
import { buildGateway, SITE_NOT_BUILT } from './app';
import { IMMUTABLE, REVALIDATE } from './cache-policy';
import { readPublicConfig } from './public-config';
import {
  captureLogs,
  closedPortUrl,
  createTestSite,
  httpCall,
  listenOnLoopback,
  startFakeApi,
  type FakeApi,
  type HttpCall,
  type TestSite,
} from './testing';

const RELEASE = '/remotes/mf-catalogue/20250101T000000-abcdef12';
const SHELL_ROOT = '<div id="root"></div>';

let site: TestSite;
let api: FakeApi;
let gateway: FastifyInstance;
let logs: ReturnType<typeof captureLogs>;
let port: number;

const call = (request: HttpCall) => httpCall(port, request);

beforeAll(async () => {
  site = await createTestSite();
  api = await startFakeApi();
});

beforeEach(async () => {
  logs = captureLogs();
  gateway = await buildGateway({
    siteDir: site.siteDir,
    apiUrl: api.url,
    publicConfig: readPublicConfig({}),
    logger: { level: 'info', stream: logs.stream },
  });
  port = await listenOnLoopback(gateway);
});

afterEach(() => gateway.close());

afterAll(async () => {
  await api.close();
  await site.remove();
});

describe('pages', () => {
  it('redirects a path no route owns to the 404 page with 301 and logs it', async () => {
    const response = await call({ method: 'GET', url: '/no-such-page' });

    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/error/404');
    expect(logs.messages()).toContain('Page not found: /no-such-page');
  });

  it('answers HEAD on an unknown path with the same redirect', async () => {
    const response = await call({ method: 'HEAD', url: '/lab-test-list/tests/a/b/c' });

    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/error/404');
  });

  it('keeps webview mode when redirecting to the 404 page', async () => {
    const response = await call({ method: 'GET', url: '/nowhere?webview=1' });

    expect(response.headers.location).toBe('/error/404?webview=1');
  });

  it.each(['/', '/lab-test-list/tests', '/lab-test-list/tests/vitamins', '/doctor/anna-nowak', '/quiz'])(
    'serves the shell page for %s, which the route manifest knows',
    async (url) => {
      const response = await call({ method: 'GET', url });

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe(REVALIDATE);
      expect(response.body).toContain(SHELL_ROOT);
    },
  );

  it('serves the shell page for a known path with a query string', async () => {
    const response = await call({ method: 'GET', url: '/lab-test-list/search?q=iron&webview=1' });

    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(SHELL_ROOT);
  });

  it("announces the shell's script and the page's remote manifest and entry, at their current release", async () => {
    const catalogue = await call({ method: 'GET', url: '/lab-test-list/tests' });
    const shellOwn = await call({ method: 'GET', url: '/faq' });
    const notPublished = await call({ method: 'GET', url: '/doctor/area' });

    expect(catalogue.headers.link).toBe(
      [
        '</main.js>; rel=preload; as=script',
        `<${RELEASE}/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous`,
        `<${RELEASE}/remoteEntry.js>; rel=preload; as=script`,
      ].join(', '),
    );
    expect(shellOwn.headers.link).toBe('</main.js>; rel=preload; as=script');
    expect(notPublished.headers.link).toBe('</main.js>; rel=preload; as=script');
  });

  it('answers the not-found page itself with 404, so crawlers do not take it for a page', async () => {
    const response = await call({ method: 'GET', url: '/error/404' });

    expect(response.statusCode).toBe(404);
    expect(response.body).toContain(SHELL_ROOT);
  });

  it('sends security headers that still allow same-origin scripts', async () => {
    const response = await call({ method: 'GET', url: '/' });
    const policy = String(response.headers['content-security-policy']);

    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("connect-src 'self';");
    expect(policy).toContain("form-action 'self';");
    expect(policy).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('site files', () => {
  it('serves remotes.json and the latest build id without caching', async () => {
    const remotes = await call({ method: 'GET', url: '/remotes.json' });
    const latest = await call({ method: 'GET', url: '/builds/latest.json' });

    expect(remotes.json()).toEqual({ 'mf-catalogue': `${RELEASE}/mf-manifest.json` });
    expect(remotes.headers['cache-control']).toBe(REVALIDATE);
    expect(latest.json()).toEqual({ id: 'build-1' });
    expect(latest.headers['cache-control']).toBe(REVALIDATE);
  });

  it('caches hashed files for a year and revalidates entry points', async () => {
    const chunk = await call({ method: 'GET', url: '/540.25a532b0.js' });
    const image = await call({ method: 'GET', url: '/assets/logo.1a2b3c4d.png' });
    const main = await call({ method: 'GET', url: '/main.js' });
    const remoteChunk = await call({ method: 'GET', url: `${RELEASE}/140.476ed596.js` });
    const remoteEntry = await call({ method: 'GET', url: `${RELEASE}/remoteEntry.js` });
    const manifest = await call({ method: 'GET', url: `${RELEASE}/mf-manifest.json` });

    expect([chunk, image, remoteChunk].map((r) => r.headers['cache-control'])).toEqual([
      IMMUTABLE,
      IMMUTABLE,
      IMMUTABLE,
    ]);
    expect([main, remoteEntry, manifest].map((r) => r.headers['cache-control'])).toEqual([
      REVALIDATE,
      REVALIDATE,
      REVALIDATE,
    ]);
    expect(main.body).toBe(site.mainScript);
    expect(manifest.json()).toEqual({ name: 'mf_catalogue' });
  });

  it("never serves a source map, the shell's or a remote's, though both lie in the site folder", async () => {
    const answers = await Promise.all(
      ['/main.js.map', '/540.25a532b0.js.map', `${RELEASE}/140.476ed596.js.map`].map((url) =>
        call({ method: 'GET', url }),
      ),
    );

    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404]);
    expect(answers.map((answer) => answer.body).join('')).not.toContain('"mappings"');
  });

  it('answers a missing remote file with 404, not with a page', async () => {
    const response = await call({ method: 'GET', url: '/remotes/mf-doctor/1/remoteEntry.js' });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
  });

  it('compresses text with brotli or gzip as the browser accepts', async () => {
    const br = await call({ method: 'GET', url: '/main.js', headers: { 'accept-encoding': 'br, gzip' } });
    const gzip = await call({ method: 'GET', url: '/main.js', headers: { 'accept-encoding': 'gzip' } });
    const plain = await call({ method: 'GET', url: '/main.js', headers: { 'accept-encoding': 'identity' } });

    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(site.mainScript);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(site.mainScript);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(site.mainScript);
  });

  it('sends the copies the build compressed, with their encoding, as the browser accepts them', async () => {
    const { url, text } = site.precompressedChunk;
    const br = await call({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const gzip = await call({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    const plain = await call({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });

    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(text);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(text);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toMatch(/^\/\* catalogue chunk \*\//);
    for (const answer of [br, gzip, plain]) {
      expect(answer.headers['content-type']).toBe('application/javascript; charset=utf-8');
      expect(answer.headers.vary).toBe('accept-encoding');
      expect(answer.headers['cache-control']).toBe(IMMUTABLE);
    }
  });

  it('does not recompress images', async () => {
    const response = await call({
      method: 'GET',
      url: '/assets/logo.1a2b3c4d.png',
      headers: { 'accept-encoding': 'br, gzip' },
    });

    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.length).toBe(4096);
  });
});

describe('/config.json', () => {
  it('serves the public config in the shared shape, uncached', async () => {
    const response = await call({ method: 'GET', url: '/config.json' });

    expect(response.headers['cache-control']).toBe(REVALIDATE);
    expect(response.json()).toEqual(readPublicConfig({}));
    expect(response.json()).toMatchObject({ currency: 'GBP', countryCode: 'UK', apiBase: '/api' });
  });
});

describe('/api proxy', () => {
  it('passes requests to the API and its answers back', async () => {
    const health = await call({ method: 'GET', url: '/api/health' });
    const echo = await call({
      method: 'POST',
      url: '/api/echo?page=2',
      payload: { email: 'patient@example.com' },
      headers: { 'accept-language': 'pl' },
    });
    const missing = await call({ method: 'GET', url: '/api/missing' });

    expect(health.json()).toEqual({ status: 'ok' });
    expect(echo.json()).toEqual({
      method: 'POST',
      url: '/api/echo?page=2',
      body: { email: 'patient@example.com' },
      language: 'pl',
      forwardedFor: '127.0.0.1',
      realIp: '127.0.0.1',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'No such test' });
  });

  it('replaces the address a visitor claims in X-Forwarded-For or X-Real-IP with the one it connects from', async () => {
    const echo = await call({
      method: 'POST',
      url: '/api/echo',
      payload: {},
      headers: { 'x-forwarded-for': '203.0.113.7, 203.0.113.8', 'x-real-ip': '203.0.113.9' },
    });

    expect(echo.json()).toMatchObject({ forwardedFor: '127.0.0.1', realIp: '127.0.0.1' });
  });

  it('forwards the visitor a trusted load balancer names, and nothing the visitor added before it', async () => {
    const behindBalancer = await buildGateway({
      siteDir: site.siteDir,
      apiUrl: api.url,
      publicConfig: readPublicConfig({}),
      // The test's own connection comes from loopback: here it plays the load balancer.
      trustProxy: '127.0.0.1',
    });
    const balancedPort = await listenOnLoopback(behindBalancer);
    const echo = await httpCall(balancedPort, {
      method: 'POST',
      url: '/api/echo',
      payload: {},
      headers: { 'x-forwarded-for': '203.0.113.7, 198.51.100.4' },
    });
    await behindBalancer.close();

    expect(echo.json()).toMatchObject({ forwardedFor: '198.51.100.4', realIp: '198.51.100.4' });
  });

  it('sends API requests to each instance API_URL names, in turn', async () => {
    const second = await startFakeApi('second');
    const scaled = await buildGateway({
      siteDir: site.siteDir,
      apiUrl: `${api.url},${second.url}`,
      publicConfig: readPublicConfig({}),
    });
    const scaledPort = await listenOnLoopback(scaled);
    const answeredBy: unknown[] = [];
    for (let request = 0; request < 4; request += 1) {
      answeredBy.push((await httpCall(scaledPort, { method: 'GET', url: '/api/instance' })).json());
    }
    await scaled.close();
    await second.close();

    expect(answeredBy).toEqual([
      { instance: 'api' },
      { instance: 'second' },
      { instance: 'api' },
      { instance: 'second' },
    ]);
  });

  it('answers 502 with a message when the API is down', async () => {
    const down = await buildGateway({
      siteDir: site.siteDir,
      apiUrl: await closedPortUrl(),
      publicConfig: readPublicConfig({}),
    });
    const downPort = await listenOnLoopback(down);
    const response = await httpCall(downPort, { method: 'GET', url: '/api/health' });
    await down.close();

    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ message: API_UNAVAILABLE });
  });
});

describe('an unbuilt site', () => {
  it('says the site must be built instead of serving nothing', async () => {
    const empty = await createTestSite({ withShell: false });
    const bare = await buildGateway({ siteDir: empty.siteDir, apiUrl: api.url, publicConfig: readPublicConfig({}) });
    const barePort = await listenOnLoopback(bare);
    const response = await httpCall(barePort, { method: 'GET', url: '/lab-test-list/tests' });
    await bare.close();
    await empty.remove();

    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: SITE_NOT_BUILT });
  });
});
