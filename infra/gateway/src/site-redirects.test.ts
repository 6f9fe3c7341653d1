import type { FastifyInstance } from 'fastify';
import { buildGateway } from './app';
import { readPublicConfig } from './public-config';
import { SiteRedirectTable } from './site-redirects';
import { createTestSite, httpCall, listenOnLoopback, startFakeApi, type FakeApi, type TestSite } from './testing';

let site: TestSite;
let api: FakeApi;
let gateway: FastifyInstance;
let port: number;
let now = 0;
let table: SiteRedirectTable;

const get = (url: string) => httpCall(port, { url });

/** The refresh time passes and a visitor's request has the list read again. */
async function timePasses(): Promise<void> {
  now += 5_000;
  await table.find('/');
  await table.settled();
}

beforeAll(async () => {
  site = await createTestSite();
  api = await startFakeApi();
});

beforeEach(async () => {
  now = 0;
  api.redirects = [];
  table = new SiteRedirectTable(
    async () => {
      const response = await fetch(`${api.url}/api/site-redirects`);
      return ((await response.json()) as { redirects: FakeApi['redirects'] }).redirects;
    },
    { refreshMs: 5_000, now: () => now },
  );
  gateway = await buildGateway({
    siteDir: site.siteDir,
    apiUrl: api.url,
    publicConfig: readPublicConfig({}),
    redirects: table,
  });
  port = await listenOnLoopback(gateway);
});

afterEach(() => gateway.close());

afterAll(async () => {
  await api.close();
  await site.remove();
});

describe("an admin's redirects at the gateway", () => {
  it('answers 301 or 302 to a path no page owns, before the 404 rule', async () => {
    api.redirects = [
      { fromPath: '/old-prices', to: '/lab-test-list/tests', status: 301, replacesPage: false },
      { fromPath: '/summer', to: '/offers?from=summer', status: 302, replacesPage: false },
    ];

    const permanent = await get('/old-prices/');
    const temporary = await get('/summer');
    const unknown = await get('/no-such-page');

    expect([permanent.statusCode, permanent.headers.location]).toEqual([301, '/lab-test-list/tests']);
    expect([temporary.statusCode, temporary.headers.location]).toEqual([302, '/offers?from=summer']);
    expect([unknown.statusCode, unknown.headers.location]).toEqual([301, '/error/404']);
  });

  it('sends a visitor to another site', async () => {
    api.redirects = [{ fromPath: '/blog', to: 'https://blog.example.org/', status: 302, replacesPage: false }];

    const response = await get('/blog');

    expect([response.statusCode, response.headers.location]).toEqual([302, 'https://blog.example.org/']);
  });

  it('leaves a page of the site alone unless the redirect was made to replace it', async () => {
    api.redirects = [{ fromPath: '/cart', to: '/', status: 302, replacesPage: false }];
    const page = await get('/cart');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root"></div>');

    api.redirects = [{ fromPath: '/cart', to: '/', status: 302, replacesPage: true }];
    await timePasses();
    const replaced = await get('/cart');
    expect([replaced.statusCode, replaced.headers.location]).toEqual([302, '/']);
  });

  it("applies an admin's edit once the short refresh time has passed", async () => {
    expect((await get('/new-page')).headers.location).toBe('/error/404');
    api.redirects = [{ fromPath: '/new-page', to: '/offers', status: 301, replacesPage: false }];

    expect((await get('/new-page')).headers.location).toBe('/error/404');
    now += 5_000;
    // The visitor who comes when the time is up is answered at once from the list already read ...
    expect((await get('/new-page')).headers.location).toBe('/error/404');
    // ... while the list is read again behind that answer, for the next visitor.
    await table.settled();
    expect((await get('/new-page')).headers.location).toBe('/offers');
  });

  it('keeps the last redirects it read while the API cannot be asked', async () => {
    let apiUp = true;
    const errors: unknown[] = [];
    const lastKnown = new SiteRedirectTable(
      async () => {
        if (!apiUp) throw new Error('the API is down');
        return [{ fromPath: '/kept', to: '/offers', status: 301, replacesPage: false }];
      },
      { now: () => now, onError: (error) => errors.push(error) },
    );
    expect(await lastKnown.find('/kept')).toMatchObject({ to: '/offers' });

    apiUp = false;
    now += 5_000;
    expect(await lastKnown.find('/kept')).toMatchObject({ to: '/offers' });
    await lastKnown.settled();
    expect(await lastKnown.find('/kept')).toMatchObject({ to: '/offers' });
    expect(errors).toHaveLength(1);
  });
});
