import { createTestApp, type TestApp } from '../testing/create-test-app';

describe('the API’s content security policy', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('lets an answer opened in a browser load nothing, post nowhere and be framed by nobody', async () => {
    for (const url of ['/api/catalogue/tests', '/api/user', '/api/nothing-here']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect({ url, policy: response.headers['content-security-policy'] }).toEqual({
        url,
        policy: "default-src 'none';base-uri 'none';form-action 'none';frame-ancestors 'none'",
      });
    }
  });
});
