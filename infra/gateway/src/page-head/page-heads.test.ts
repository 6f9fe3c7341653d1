import type { FastifyInstance } from 'fastify';
import { buildGateway } from '../app';
import { readPublicConfig } from '../public-config';
import {
  captureLogs,
  createTestDetail,
  createTestSite,
  httpCall,
  listenOnLoopback,
  readHead,
  startFakeApi,
  type FakeApi,
  type TestSite,
} from '../testing';

const ORIGIN = 'https://shop.example';

let site: TestSite;
let api: FakeApi;
let gateway: FastifyInstance;
let logs: ReturnType<typeof captureLogs>;
let port: number;

const get = (url: string) => httpCall(port, { url });
const pageHead = async (url: string) => {
  const response = await get(url);
  return { response, head: readHead(response.body) };
};
const ofType = (data: readonly Record<string, unknown>[], type: string) => data.find((item) => item['@type'] === type);

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
    siteUrl: ORIGIN,
    logger: { level: 'info', stream: logs.stream },
  });
  port = await listenOnLoopback(gateway);
});

afterEach(() => gateway.close());

afterAll(async () => {
  await api.close();
  await site.remove();
});

describe("a test's page", () => {
  it("is titled and described with the test's own name, what it measures and its price", async () => {
    const { response, head } = await pageHead('/lab-test/vitamin-d3-25-oh');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(head.title).toBe('Vitamin D3 (25-OH) | Labshop');
    expect(head.meta('description')).toBe(
      'Measures the level of vitamin D in the blood, which keeps bones and muscles healthy. Price PLN\u00a0129.',
    );
    expect(head.meta('robots')).toBeNull();
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('names one canonical address, without the query that only sorts or tracks', async () => {
    const { head } = await pageHead('/lab-test/vitamin-d3-25-oh/?utm_source=newsletter');

    expect(head.canonical).toBe(`${ORIGIN}/lab-test/vitamin-d3-25-oh`);
    expect(head.meta('og:url')).toBe(`${ORIGIN}/lab-test/vitamin-d3-25-oh`);
  });

  it('gives link previews a title, a description and a picture', async () => {
    const { head } = await pageHead('/lab-test/vitamin-d3-25-oh');

    expect(head.meta('og:type')).toBe('product');
    expect(head.meta('og:title')).toBe('Vitamin D3 (25-OH) | Labshop');
    expect(head.meta('og:image')).toBe(`${ORIGIN}/share-image.png`);
    expect(head.meta('twitter:card')).toBe('summary_large_image');
    expect(head.meta('twitter:description')).toBe(head.meta('description'));
  });

  it('carries a Product with its Offer in the shop currency, and the way to it from the home page', async () => {
    const { head } = await pageHead('/lab-test/vitamin-d3-25-oh');

    expect(ofType(head.structuredData, 'Product')).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Vitamin D3 (25-OH)',
      url: `${ORIGIN}/lab-test/vitamin-d3-25-oh`,
      offers: {
        '@type': 'Offer',
        price: '129.00',
        priceCurrency: 'PLN',
        availability: 'https://schema.org/InStock',
      },
    });
    const crumbs = ofType(head.structuredData, 'BreadcrumbList') as { itemListElement: { name: string }[] };
    expect(crumbs.itemListElement.map((step) => step.name)).toEqual([
      'Home',
      'Tests',
      'Vitamins',
      'Vitamin D3 (25-OH)',
    ]);
  });

  it('answers 404 for a test that does not exist, with the page that says so, kept out of search results', async () => {
    const { response, head } = await pageHead('/lab-test/no-such-test');

    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<div id="root"></div>');
    expect(head.title).toBe('Page not found | Labshop');
    expect(head.meta('robots')).toBe('noindex, nofollow');
    expect(head.structuredData).toEqual([]);
  });

  it('keeps text from the catalogue inside its tags and its JSON-LD inside its script', async () => {
    api.catalogue.tests.push(
      createTestDetail({
        slug: 'tricky',
        name: 'Iron "Fe" </script><script>alert(1)</script>',
        description: 'Measures <b>iron</b> & ferritin.',
      }),
    );

    const { response, head } = await pageHead('/lab-test/tricky');

    expect(response.body).not.toContain('<script>alert(1)');
    expect(head.title).toBe('Iron "Fe" </script><script>alert(1)</script> | Labshop');
    expect(ofType(head.structuredData, 'Product')).toMatchObject({ description: 'Measures <b>iron</b> & ferritin.' });
  });

  it("keeps the route's own head and a 200 when the API cannot be asked, and says why in the log", async () => {
    api.catalogue.failing = true;
    try {
      const { response, head } = await pageHead('/lab-test/vitamin-d3-25-oh');

      expect(response.statusCode).toBe(200);
      expect(head.title).toBe('Test | Labshop');
      expect(logs.messages()).toContain('The page head was made without the API');
    } finally {
      api.catalogue.failing = false;
    }
  });

  it('asks the API once for a page read many times within a minute', async () => {
    const before = api.catalogue.asked.length;

    await Promise.all(Array.from({ length: 5 }, () => get('/package/thyroid-package')));
    await get('/package/thyroid-package');

    expect(api.catalogue.asked.slice(before)).toEqual(['/api/catalogue/packages/thyroid-package']);
  });
});

describe('other public pages', () => {
  it('a package: its own title, a Product priced in the shop currency, and 404 when unknown', async () => {
    const { response, head } = await pageHead('/package/thyroid-package');
    const unknown = await get('/package/no-such-package');

    expect(response.statusCode).toBe(200);
    expect(head.title).toBe('Thyroid package | Labshop');
    expect(ofType(head.structuredData, 'Product')).toMatchObject({
      offers: { price: '89.50', priceCurrency: 'PLN' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("a category: the category's name, and 404 for a category that does not exist", async () => {
    const { response, head } = await pageHead('/lab-test-list/tests/vitamins?sort=price-asc&page=2');
    const unknown = await get('/lab-test-list/tests/no-such-category');

    expect(response.statusCode).toBe(200);
    expect(head.title).toBe('Vitamins: tests | Labshop');
    expect(head.canonical).toBe(`${ORIGIN}/lab-test-list/tests/vitamins`);
    expect(unknown.statusCode).toBe(404);
  });

  it("a doctor's card: the doctor's name and speciality, a Physician, and 404 for an unknown doctor", async () => {
    const { response, head } = await pageHead('/doctor/anna-nowak');
    const unknown = await get('/doctor/no-such-doctor');

    expect(response.statusCode).toBe(200);
    expect(head.title).toBe('Dr Anna Nowak, Endocrinologist | Labshop');
    expect(head.meta('description')).toContain('Endocrinology, Internal medicine in Warszawa');
    expect(ofType(head.structuredData, 'Physician')).toMatchObject({
      name: 'Dr Anna Nowak',
      medicalSpecialty: ['Endocrinology', 'Internal medicine'],
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('a collection point: a MedicalBusiness with its address and place on the map', async () => {
    const { response, head } = await pageHead('/locations/warszawa/mokotow');

    expect(response.statusCode).toBe(200);
    expect(head.title).toBe('Labshop Mokotów, Warszawa | Labshop');
    expect(ofType(head.structuredData, 'MedicalBusiness')).toMatchObject({
      name: 'Labshop Mokotów',
      address: { streetAddress: 'ul. Puławska 10', postalCode: '02-512', addressLocality: 'Warszawa' },
      geo: { latitude: 52.2, longitude: 21.02 },
    });
    expect((await get('/locations/krakow/mokotow')).statusCode).toBe(404);
    expect((await get('/locations/no-such-city')).statusCode).toBe(404);
  });

  it('the home page: the shop as an Organization, with how to reach it', async () => {
    const { response, head } = await pageHead('/');

    expect(response.statusCode).toBe(200);
    expect(head.title).toMatch(/^Labshop: laboratory tests online/);
    expect(head.canonical).toBe(`${ORIGIN}/`);
    expect(ofType(head.structuredData, 'Organization')).toMatchObject({
      name: 'Labshop',
      url: `${ORIGIN}/`,
      email: 'help@labshop.example',
    });
  });

  it.each(['/account/orders', '/checkout', '/doctor/area/referrals', '/preview/badanie/1', '/error/500'])(
    '%s is kept out of search results and names no canonical address',
    async (url) => {
      const { head } = await pageHead(url);

      expect(head.meta('robots')).toBe('noindex, nofollow');
      expect(head.canonical).toBeNull();
    },
  );
});

describe("the shop's own content pages", () => {
  it('the FAQ: every question the page shows, with its answer, as a FAQPage', async () => {
    const { response, head } = await pageHead('/faq');
    const faq = ofType(head.structuredData, 'FAQPage') as {
      mainEntity: { '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }[];
    };

    expect(response.statusCode).toBe(200);
    expect(head.title).toBe('FAQ | Labshop');
    expect(faq.mainEntity).toHaveLength(10);
    expect(faq.mainEntity[0]).toEqual({
      '@type': 'Question',
      name: 'How do I prepare for a blood test?',
      acceptedAnswer: {
        '@type': 'Answer',
        text: 'Most blood tests are best taken in the morning after 8 to 12 hours without food. Water is fine. Each test page says whether fasting is needed.',
      },
    });
  });

  it("a news post: its own title and summary, a BlogPosting with its date, and 404 for a post that doesn't exist", async () => {
    const { response, head } = await pageHead('/news/post/vitamin-d-in-winter');

    expect(response.statusCode).toBe(200);
    expect(head.title).toBe('Vitamin D in winter: should you test? | Labshop');
    expect(head.meta('description')).toBe(
      'Short winter days in Poland leave many of us low on vitamin D. Here is when a test makes sense.',
    );
    expect(head.meta('og:type')).toBe('article');
    expect(ofType(head.structuredData, 'BlogPosting')).toMatchObject({
      headline: 'Vitamin D in winter: should you test?',
      datePublished: '2025-01-20',
      url: `${ORIGIN}/news/post/vitamin-d-in-winter`,
    });
    const unknown = await pageHead('/news/post/no-such-post');
    expect(unknown.response.statusCode).toBe(404);
    expect(unknown.head.meta('robots')).toBe('noindex, nofollow');
    expect((await get('/news/no-such-category')).statusCode).toBe(404);
  });

  it("a knowledge article: the marker's name, and 404 for a marker the dictionary does not hold", async () => {
    const { response, head } = await pageHead('/knowledge/glucose-fasting-1558-6');

    expect(response.statusCode).toBe(200);
    expect(head.title).toBe('Glucose (fasting) | Labshop');
    expect((await get('/knowledge/no-such-marker')).statusCode).toBe(404);
  });
});
