import { createHash } from 'node:crypto';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { openApiPath, type OpenApiDocument } from './openapi-document';

describe('the API described (GET /api/docs)', () => {
  let testApp: TestApp;
  let document: OpenApiDocument;
  beforeAll(async () => {
    testApp = await createTestApp();
    const answer = await testApp.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(answer.statusCode).toBe(200);
    document = answer.json();
  });
  afterAll(() => testApp.close());

  it('is an OpenAPI 3.1 document holding every route the API serves', () => {
    expect(document.openapi).toBe('3.1.0');
    const missing = testApp.app
      .routeTable()
      .filter((route) => route.method !== 'HEAD')
      .filter((route) => document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()] === undefined)
      .map((route) => `${route.method} ${route.url}`);

    expect(missing).toEqual([]);
  });

  it('says in one line what every route does', () => {
    const unsaid = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => !operation.summary)
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );

    expect(unsaid).toEqual([]);
  });

  it('describes a route by the shapes it validates with', () => {
    const checkCode = document.paths['/api/check-code']!.post!;

    expect(checkCode.summary).toMatch(/discount a code gives/);
    expect(checkCode.requestBody?.content['application/json'].schema).toMatchObject({
      type: 'object',
      properties: { discount_code: { type: 'string' } },
    });
    expect(checkCode.responses['200']?.content?.['application/json'].schema).toMatchObject({
      properties: { discount: { type: 'integer' } },
    });
  });

  it("describes the form of a doctor's referral and the query of a catalogue page", () => {
    const issueReferral = document.paths['/api/doctor/referrals']!.post!;
    const catalogueList = document.paths['/api/catalogue/tests']!.get!;

    expect(issueReferral.requestBody?.content['application/json'].schema).toMatchObject({
      type: 'object',
      properties: { pesel: { type: 'string' }, examinations: { type: 'array', items: { type: 'string' } } },
      required: expect.arrayContaining(['homeService', 'examinations']),
    });
    expect(catalogueList.parameters).toEqual(
      expect.arrayContaining([
        { name: 'page', in: 'query', required: false, schema: { type: 'integer' } },
        { name: 'city_uuid', in: 'query', required: false, schema: { type: 'string' } },
      ]),
    );
  });

  it('refuses a body that breaks the declared shape with the fields in error, before the route runs', async () => {
    const answer = await testApp.app.inject({
      method: 'POST',
      url: '/api/check-code',
      payload: { discount_code: 'welcome10', examinations: 'not a list', nursingService: null },
    });

    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { examinations: [expect.any(String)] },
    });
  });

  it('serves a page to browse, allowed by its content security policy and no more', async () => {
    const answer = await testApp.app.inject({ method: 'GET', url: '/api/docs' });

    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.body).toContain('<h1>Labshop API');
    expect(answer.body).toContain('<code>/api/check-code</code>');
    expect(answer.body).toContain('href="/api/docs/openapi.json"');
    const style = /<style>([\s\S]*?)<\/style>/.exec(answer.body)![1]!;
    const hash = createHash('sha256').update(style).digest('base64');
    expect(answer.headers['content-security-policy']).toContain(`style-src 'sha256-${hash}'`);
    expect(answer.headers['content-security-policy']).toContain("default-src 'none'");
  });
});
