import { HealthAnswer, LivenessAnswer, ReadinessAnswer } from '@labshop/shared-contracts/core/api/locations';
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

  it('is ready while the database and the job queue answer, and alive', async () => {
    const ready = await testApp.app.inject({ method: 'GET', url: '/api/health/ready' });
    const live = await testApp.app.inject({ method: 'GET', url: '/api/health/live' });

    expect(ready.statusCode).toBe(200);
    expect(expectShape(ready.json(), ReadinessAnswer)).toEqual({ status: 'ok', database: 'ok', jobQueue: 'ok' });
    expect(live.statusCode).toBe(200);
    expect(expectShape(live.json(), LivenessAnswer)).toEqual({ status: 'ok' });
  });

  it('is not ready while its job queue is not running, though the database answers', async () => {
    const second = await createTestApp({ sameDatabaseAs: testApp });
    try {
      await second.app.jobs.stop();
      const response = await second.app.inject({ method: 'GET', url: '/api/health/ready' });

      expect(response.statusCode).toBe(503);
      expect(expectShape(response.json(), ReadinessAnswer)).toEqual({
        status: 'unavailable',
        database: 'ok',
        jobQueue: 'unreachable',
      });
    } finally {
      await second.close();
    }
  });

  it('answers 503, and is not ready, while the database cannot be reached', async () => {
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
      const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(expectShape(ready.json(), ReadinessAnswer)).toEqual({
        status: 'unavailable',
        database: 'unreachable',
        jobQueue: 'unreachable',
      });
      // Alive all the same: restarting it would not bring the database back.
      const live = await app.inject({ method: 'GET', url: '/api/health/live' });
      expect(live.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
