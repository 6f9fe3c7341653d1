import { HealthAnswer } from '@labshop/shared-contracts/core/api/locations';
import { buildApp } from '../../app';
import { readConfig } from '../../platform/config';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { expectShape } from '../../testing/expect-shape';
import { databaseUrl, readTestEnvironment, uniqueDatabaseName } from '../../testing/test-database';

describe('GET /api/health', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('reports the database as reachable', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });

    expect(response.statusCode).toBe(200);
    const body = expectShape(response.json(), HealthAnswer);
    expect(body).toEqual({ status: 'ok', database: 'ok', version: expect.any(String) });
  });

  it('answers 503 while the database cannot be reached', async () => {
    const { adminUrl } = readTestEnvironment();
    const missing = databaseUrl(adminUrl, uniqueDatabaseName('labshop_test_missing'));
    const app = await buildApp({
      config: { ...readConfig({}), databaseUrl: missing },
      database: { migrate: false, seed: false },
      logger: false,
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health' });

      expect(response.statusCode).toBe(503);
      expect(expectShape(response.json(), HealthAnswer)).toMatchObject({
        status: 'unavailable',
        database: 'unreachable',
      });
    } finally {
      await app.close();
    }
  });
});
