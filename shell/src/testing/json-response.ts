/** A minimal fetch Response for tests (jsdom has no Response). */
export function jsonResponse(body: unknown, status = 200): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    json: async () => body,
  } as Response;
}

export function answering(body: unknown, status = 200) {
  return jest.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => jsonResponse(body, status));
}
