/** How the fake API answers one request: a status and a JSON body, or never (to see a loading state). */
export type ApiReply = { status?: number; body: unknown } | 'never';
export type ApiHandler = ApiReply | ((url: URL, init: RequestInit | undefined) => ApiReply);

/**
 * Replaces `fetch` with a fake of the API. Routes are keyed 'METHOD /api/path' (no query); a request
 * nobody answers gets the API's own 404 body. Returns the mock so a test can read what was asked.
 */
/** The challenge the fake API hands the captcha: solved with nonce 0, so a form's `captcha` is 'test.challenge:0'. */
export const TEST_CAPTCHA = { challenge: 'test.challenge', difficulty: 0, expiresAt: '2099-01-01T00:00:00.000Z' };

export function mockApi(given: Record<string, ApiHandler>) {
  // The forms' captcha asks for a challenge as it appears: one that needs no work, unless a test says otherwise.
  const routes: Record<string, ApiHandler> = { [`GET /api/captcha`]: { body: TEST_CAPTCHA }, ...given };
  const mock = jest.fn((input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost');
    const handler = routes[`${init?.method ?? 'GET'} ${url.pathname}`];
    const reply = typeof handler === 'function' ? handler(url, init) : handler;
    if (reply === 'never') return new Promise<never>(() => undefined);
    const { status = 200, body } = reply ?? { status: 404, body: { message: 'Not Found' } };
    return Promise.resolve({ ok: status < 400, status, text: () => Promise.resolve(JSON.stringify(body)) });
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

/** The URLs the fake API was asked for at one path, in order. */
export function requestedUrls(mock: ReturnType<typeof mockApi>, pathname: string): URL[] {
  return mock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === pathname);
}
