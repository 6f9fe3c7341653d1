import { object, string } from 'superstruct';
import { createApiClient } from './client';

const Answer = object({ id: string() });

function recordingClient() {
  const sent: { url: string; init: RequestInit }[] = [];
  const client = createApiClient({
    fetchImpl: async (url, init) => {
      sent.push({ url: String(url), init: init ?? {} });
      // The test environment has no fetch Response; the client reads only these.
      return { ok: true, status: 200, text: async () => JSON.stringify({ id: 'a-1' }) } as Response;
    },
  });
  return { client, sent };
}

const headersOf = (init: RequestInit) => init.headers as Record<string, string>;

describe('the API client', () => {
  it('sends a POST without a body with no content type, so the API reads it as bodyless', async () => {
    const { client, sent } = recordingClient();

    await client.request('appointments/a-1/payment', { method: 'POST', answer: Answer });

    expect(sent[0]?.init.body).toBeUndefined();
    expect(headersOf(sent[0]!.init)).not.toHaveProperty('Content-Type');
  });

  it('sends a body as JSON and says so', async () => {
    const { client, sent } = recordingClient();

    await client.request('appointments', { method: 'POST', body: { serviceId: 's-1' }, answer: Answer });

    expect(sent[0]?.init.body).toBe('{"serviceId":"s-1"}');
    expect(headersOf(sent[0]!.init)['Content-Type']).toBe('application/json');
  });
});
