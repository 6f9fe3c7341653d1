import { mockApi, requestedUrls } from './mock-api';

async function answerOf(input: string, init?: RequestInit) {
  const response = await fetch(input, init);
  return { status: response.status, ok: response.ok, body: JSON.parse(await response.text()) as unknown };
}

describe('the fake API', () => {
  it('answers by method and path, ignoring the query', async () => {
    mockApi({
      'GET /api/tests': { body: ['vitamin-d'] },
      'POST /api/tests': { status: 422, body: { message: 'The name is required.' } },
    });
    expect(await answerOf('/api/tests?page=2')).toEqual({ status: 200, ok: true, body: ['vitamin-d'] });
    expect(await answerOf('/api/tests', { method: 'POST' })).toEqual({
      status: 422,
      ok: false,
      body: { message: 'The name is required.' },
    });
  });

  it("answers a request nobody expected with the API's own 404", async () => {
    mockApi({});
    expect(await answerOf('/api/unknown')).toEqual({ status: 404, ok: false, body: { message: 'Not Found' } });
  });

  it('lets a handler answer from the request', async () => {
    mockApi({ 'GET /api/search': (url) => ({ body: { phrase: url.searchParams.get('phrase') } }) });
    expect(await answerOf('/api/search?phrase=iron')).toEqual({ status: 200, ok: true, body: { phrase: 'iron' } });
  });

  it('can leave a request unanswered', async () => {
    mockApi({ 'GET /api/quiz/health': 'never' });
    const settled = jest.fn();
    void fetch('/api/quiz/health').then(settled, settled);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).not.toHaveBeenCalled();
  });

  it('tells which addresses were asked for at one path, in order', async () => {
    const mock = mockApi({});
    await fetch('/api/tests?page=1');
    await fetch('/api/doctors');
    await fetch('/api/tests?page=2');
    expect(requestedUrls(mock, '/api/tests').map((url) => url.search)).toEqual(['?page=1', '?page=2']);
  });
});
