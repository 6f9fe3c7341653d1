import { LoginAnswer } from '@labshop/shared-contracts/core/api/patient-auth';
import { DEMO_DOCTOR_SLUG } from '../db/seed/doctors';
import { createTestAccount, signedIn, TEST_PASSWORD } from '../testing/account-factories';
import { createTestApp, type TestApp } from '../testing/create-test-app';
import { expectShape } from '../testing/expect-shape';
import { PUBLIC_ANSWER_ROUTES } from './answer-caching';
import type { RouteEntry } from './route-table';

const SOME_ID = '00000000-0000-4000-8000-000000000000';
const pathOf = (route: RouteEntry) => route.url.replace(/:\w+/g, SOME_ID);

describe('what caches may keep of the API’s answers', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ config: { rateLimitMax: 100_000 } });
  });
  afterAll(() => testApp.close());

  it('says no-store on every answer of every route that is not a public one, to a guest and to a patient', async () => {
    const account = await createTestAccount(testApp.db);
    const patient = await signedIn(testApp.app, account.id);
    const routes = testApp.app.routeTable().filter((route) => !PUBLIC_ANSWER_ROUTES.has(route.url));
    const stored: string[] = [];

    for (const route of routes) {
      for (const headers of [{}, patient]) {
        const response = await testApp.app.inject({
          method: route.method,
          url: pathOf(route),
          headers,
          ...(['GET', 'HEAD'].includes(route.method) ? {} : { payload: {} }),
        });
        if (response.headers['cache-control'] !== 'no-store') {
          stored.push(`${route.method} ${route.url} ${response.statusCode}: ${response.headers['cache-control']}`);
        }
      }
    }

    expect(routes.length).toBeGreaterThan(80);
    expect(stored).toEqual([]);
  });

  it('says no-store on the login answer, which carries the token, and on what a signed-in user reads', async () => {
    const account = await createTestAccount(testApp.db);
    const login = await testApp.app.inject({
      method: 'POST',
      url: '/api/patient/login',
      payload: { login: account.email, password: TEST_PASSWORD },
    });
    const { token } = expectShape(login.json(), LoginAnswer);
    const authorization = `Bearer ${token}`;

    expect(login.headers['cache-control']).toBe('no-store');
    for (const url of ['/api/user', '/api/profile', '/api/results', '/api/orders', '/api/referrals', '/api/cart']) {
      const response = await testApp.app.inject({ method: 'GET', url, headers: { authorization } });
      expect({ url, status: response.statusCode, cacheControl: response.headers['cache-control'] }).toEqual({
        url,
        status: 200,
        cacheControl: 'no-store',
      });
    }
  });

  it('says no-store on refusals before routing, unknown paths and a public route’s errors', async () => {
    for (const url of ['/api/nothing-here', '/api/catalogue/tests/%E0%A4%A', '/api/catalogue/tests/no-such-test']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect({ url, cacheControl: response.headers['cache-control'] }).toEqual({ url, cacheControl: 'no-store' });
    }
  });

  it('leaves the public catalogue, places and doctor cards as they were', async () => {
    for (const url of [
      '/api/catalogue/tests',
      '/api/catalogue/categories',
      '/api/get-cities',
      '/api/collection-points',
      '/api/offers',
      `/api/doctors/${DEMO_DOCTOR_SLUG}`,
    ]) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect({ url, status: response.statusCode, cacheControl: response.headers['cache-control'] }).toEqual({
        url,
        status: 200,
        cacheControl: undefined,
      });
    }
  });

  it('lists as public only routes the API serves, and only for reading', () => {
    const served = new Set(
      testApp.app
        .routeTable()
        .filter((route) => route.method === 'GET')
        .map((route) => route.url),
    );

    expect([...PUBLIC_ANSWER_ROUTES].filter((url) => !served.has(url))).toEqual([]);
  });
});
