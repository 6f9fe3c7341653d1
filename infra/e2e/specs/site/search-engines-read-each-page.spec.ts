import { expect, test } from '../../support/fixtures';

/** What a crawler or a link preview reads: the server's own answers, before any script runs. */
interface ApiTest {
  name: string;
  price: { priceMinor: number };
  currency: string;
}

const structuredData = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (found) => JSON.parse(found[1]!) as Record<string, unknown>,
  );

test("a test's page arrives with its own title, description, canonical address and Product", async ({ request }) => {
  const test = (await (await request.get('/api/catalogue/tests/tsh')).json()) as ApiTest;

  const response = await request.get('/lab-test/tsh?sort=price-asc');
  const html = await response.text();

  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
  expect(html).toContain(`<title>${test.name} | Labshop</title>`);
  expect(html).toMatch(/<meta name="description" content="[^"]+" \/>/);
  expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/lab-test\/tsh" \/>/);
  expect(html).toContain('<meta property="og:image"');
  const product = structuredData(html).find((data) => data['@type'] === 'Product');
  expect(product).toMatchObject({
    name: test.name,
    offers: { price: (test.price.priceMinor / 100).toFixed(2), priceCurrency: test.currency },
  });
});

test('an unknown test, package, category or doctor answers 404; known ones 200', async ({ request }) => {
  const statuses = async (paths: string[]) =>
    Promise.all(paths.map(async (path) => [path, (await request.get(path, { maxRedirects: 0 })).status()]));

  expect(
    await statuses([
      '/lab-test/no-such-test',
      '/package/no-such-package',
      '/lab-test-list/tests/no-such-category',
      '/doctor/no-such-doctor',
    ]),
  ).toEqual([
    ['/lab-test/no-such-test', 404],
    ['/package/no-such-package', 404],
    ['/lab-test-list/tests/no-such-category', 404],
    ['/doctor/no-such-doctor', 404],
  ]);
  expect(await statuses(['/lab-test/tsh', '/package/thyroid-package', '/doctor/anna-nowak'])).toEqual([
    ['/lab-test/tsh', 200],
    ['/package/thyroid-package', 200],
    ['/doctor/anna-nowak', 200],
  ]);
});

test('robots.txt, the site map and the favicon answer themselves with their own types', async ({ request }) => {
  const robots = await request.get('/robots.txt', { maxRedirects: 0 });
  const sitemap = await request.get('/sitemap.xml', { maxRedirects: 0 });
  const favicon = await request.get('/favicon.ico', { maxRedirects: 0 });

  expect([robots.status(), robots.headers()['content-type']]).toEqual([200, 'text/plain; charset=utf-8']);
  expect(await robots.text()).toContain('Disallow: /account');
  expect([sitemap.status(), sitemap.headers()['content-type']]).toEqual([200, 'application/xml; charset=utf-8']);
  const xml = await sitemap.text();
  expect(xml).toMatch(/<loc>http:\/\/[^<]+\/lab-test\/tsh<\/loc>/);
  expect(xml).toMatch(/<loc>http:\/\/[^<]+\/doctor\/anna-nowak<\/loc>/);
  expect([favicon.status(), favicon.headers()['content-type']]).toEqual([200, 'image/x-icon']);
});

test('no source map is served', async ({ request }) => {
  expect((await request.get('/main.js.map', { maxRedirects: 0 })).status()).toBe(404);
});

test("the browser keeps the page's own title once the page has started", async ({ page, visit }) => {
  await visit('/doctor/anna-nowak');

  await expect(page.getByRole('heading', { level: 1, name: /Anna Nowak/ })).toBeVisible();
  await expect(page).toHaveTitle(/Anna Nowak, .+ \| Labshop$/);
});

test('the FAQ arrives as a FAQPage of the questions it shows, and the site map lists the blog', async ({ request }) => {
  const html = await (await request.get('/faq')).text();
  const faq = structuredData(html).find((data) => data['@type'] === 'FAQPage') as {
    mainEntity: { name: string; acceptedAnswer: { text: string } }[];
  };

  expect(faq.mainEntity[0]?.name).toBe('How do I prepare for a blood test?');
  expect(faq.mainEntity.every((question) => question.acceptedAnswer.text.length > 0)).toBe(true);
  const xml = await (await request.get('/sitemap.xml')).text();
  expect(xml).toMatch(/<loc>http:\/\/[^<]+\/news\/post\/vitamin-d-in-winter<\/loc><lastmod>2025-01-20<\/lastmod>/);
});

test("a page's files arrive compressed at build time, and the page announces them first", async ({ request }) => {
  const response = await request.get('/lab-test/tsh');
  const links = response.headers()['link'] ?? '';
  const entry = /<(\/remotes\/mf-catalogue\/[^>]+\/remoteEntry\.js)>; rel=preload; as=script/.exec(links)?.[1];

  expect(links).toContain('</main.js>; rel=preload; as=script');
  expect(links).toMatch(/<\/remotes\/mf-catalogue\/[^>]+\/mf-manifest\.json>; rel=preload; as=fetch/);
  const script = await request.get(entry ?? '/no-entry', { headers: { 'accept-encoding': 'br' } });
  expect(script.headers()['content-encoding']).toBe('br');
  expect(script.headers()['vary']).toBe('accept-encoding');
});
