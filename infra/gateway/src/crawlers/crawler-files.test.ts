import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { buildGateway } from '../app';
import { readPublicConfig } from '../public-config';
import {
  createTestDetail,
  createTestSite,
  httpCall,
  listenOnLoopback,
  startFakeApi,
  type FakeApi,
  type TestSite,
} from '../testing';

const ORIGIN = 'https://shop.example';

let site: TestSite;
let api: FakeApi;
let gateway: FastifyInstance;
let port: number;

const get = (url: string) => httpCall(port, { url });
const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((found) => found[1]);

beforeAll(async () => {
  site = await createTestSite();
  api = await startFakeApi();
});

beforeEach(async () => {
  gateway = await buildGateway({
    siteDir: site.siteDir,
    apiUrl: api.url,
    publicConfig: readPublicConfig({}),
    siteUrl: ORIGIN,
  });
  port = await listenOnLoopback(gateway);
});

afterEach(() => gateway.close());

afterAll(async () => {
  await api.close();
  await site.remove();
});

describe('/robots.txt', () => {
  it('answers itself as text: public pages allowed, private ones and the API kept out, and the site map', async () => {
    const response = await get('/robots.txt');
    const lines = response.body.split('\n');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /account',
        'Disallow: /cart',
        'Disallow: /checkout',
        'Disallow: /doctor/area',
        'Disallow: /api/',
        `Sitemap: ${ORIGIN}/sitemap.xml`,
      ]),
    );
    expect(lines).not.toContain('Disallow: /doctor/');
  });

  it('names the address the request came to when no site address is configured', async () => {
    const local = await buildGateway({ siteDir: site.siteDir, apiUrl: api.url, publicConfig: readPublicConfig({}) });
    const localPort = await listenOnLoopback(local);
    try {
      const response = await httpCall(localPort, { url: '/robots.txt', headers: { host: 'labshop.test:8080' } });

      expect(response.body).toContain('Sitemap: http://labshop.test:8080/sitemap.xml');
    } finally {
      await local.close();
    }
  });
});

describe('/sitemap.xml', () => {
  it('lists the public pages and every test, package, category, place and doctor card the API names', async () => {
    const response = await get('/sitemap.xml');
    const listed = locations(response.body);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org/,
    );
    expect(listed).toEqual(
      expect.arrayContaining([
        `${ORIGIN}/`,
        `${ORIGIN}/lab-test-list/tests`,
        `${ORIGIN}/about-us`,
        `${ORIGIN}/faq`,
        `${ORIGIN}/locations`,
        `${ORIGIN}/lab-test-list/tests/vitamins`,
        `${ORIGIN}/lab-test/vitamin-d3-25-oh`,
        `${ORIGIN}/package/thyroid-package`,
        `${ORIGIN}/locations/warszawa`,
        `${ORIGIN}/locations/warszawa/mokotow`,
        `${ORIGIN}/doctor/anna-nowak`,
        `${ORIGIN}/news/health`,
        `${ORIGIN}/news/post/vitamin-d-in-winter`,
        `${ORIGIN}/knowledge/glucose-fasting-1558-6`,
      ]),
    );
    expect(listed.filter((url) => /\/(account|cart|checkout|doctor\/area|preview|error)\b/.test(url ?? ''))).toEqual(
      [],
    );
    expect(new Set(listed).size).toBe(listed.length);
  });

  it("dates the shell's content pages by the shell's release", async () => {
    const response = await get('/sitemap.xml');

    expect(response.body).toMatch(
      new RegExp(`<url><loc>${ORIGIN}/faq</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod></url>`),
    );
  });

  it('dates a news post by the day it was published', async () => {
    const response = await get('/sitemap.xml');
    expect(response.body).toContain(
      `<url><loc>${ORIGIN}/news/post/vitamin-d-in-winter</loc><lastmod>2025-01-20</lastmod></url>`,
    );
  });
  it('lists a newly published test within the minute the catalogue is kept', async () => {
    let now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => now);
    try {
      await get('/sitemap.xml');
      api.catalogue.tests.push(createTestDetail({ slug: 'ferritin', name: 'Ferritin' }));
      now += 61_000;

      expect(locations((await get('/sitemap.xml')).body)).toContain(`${ORIGIN}/lab-test/ferritin`);
    } finally {
      clock.mockRestore();
      api.catalogue.tests = api.catalogue.tests.filter((test) => test.slug !== 'ferritin');
    }
  });

  it('answers 503 with a message, never a broken list, when the API cannot be asked and no list was made', async () => {
    api.catalogue.failing = true;
    try {
      const response = await get('/sitemap.xml');

      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        message: 'The site map cannot be made right now. Please try again in a minute.',
      });
    } finally {
      api.catalogue.failing = false;
    }
  });

  it('answers 404 for a part of the site map that does not exist', async () => {
    expect((await get('/sitemaps/1.xml')).statusCode).toBe(404);
    expect((await get('/sitemaps/../robots.txt')).statusCode).not.toBe(200);
  });
});

describe('icons', () => {
  it('/favicon.ico answers a real icon, not a redirect', async () => {
    const response = await get('/favicon.ico');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/x-icon');
    // An ICO's header: reserved 0, type 1 (icon), then how many images it holds.
    expect([...response.rawPayload.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    expect(response.rawPayload.readUInt16LE(4)).toBe(3);
  });

  it('the link-preview picture is a 1200 × 630 PNG', async () => {
    const response = await get('/share-image.png');
    const picture = await sharp(response.rawPayload).metadata();

    expect(response.headers['content-type']).toBe('image/png');
    expect([picture.format, picture.width, picture.height]).toEqual(['png', 1200, 630]);
  });

  it('the web app manifest names the shop and its icons', async () => {
    const response = await get('/manifest.webmanifest');

    expect(response.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(response.json()).toMatchObject({ name: 'Labshop', start_url: '/' });
  });
});
