import { HttpError } from './errors';
import { createTestApp, type TestApp } from '../testing/create-test-app';

describe('error answers', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({
      configure: (app) => {
        app.get('/api/test-only/crash', async () => {
          throw new Error('connection to 10.0.0.5 refused; password=secret');
        });
        app.get('/api/test-only/conflict', async () => {
          throw new HttpError(409, 'This visit is already booked.');
        });
        app.post('/api/test-only/echo', async (request) => request.body);
      },
    });
  });
  afterAll(() => testApp.close());

  it('never shows a server failure to the caller', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test-only/crash' });

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Unexpected error occurred' });
    expect(response.body).not.toMatch(/secret|10\.0\.0\.5|stack|at /);
  });

  it('tells the caller what they got wrong in a 4xx', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test-only/conflict' });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'This visit is already booked.' });
  });

  it('answers an unknown path with 404 Not Found', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/no-such-endpoint' });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not Found' });
  });

  it('answers a path segment longer than any slug with 404 in the same shape', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/doctors/${'a'.repeat(300)}` });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not Found' });
  });

  it('answers a path that cannot be decoded with a 400 in the same shape', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/doctors/%E0%A4%A' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Bad Request' });
  });

  it('answers malformed JSON with a 400 in the same shape', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test-only/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.stringContaining('JSON') });
  });
});
