import { startRealtimeServer } from './app';

describe('startRealtimeServer', () => {
  it.each([
    ['an empty secret', { key: 'test-key', secret: '' }],
    ['an empty key', { key: '', secret: 'test-secret' }],
  ])('will not listen with %s: an installation always gives its own', async (_case, credentials) => {
    await expect(startRealtimeServer({ ...credentials, host: '127.0.0.1', port: 0 })).rejects.toThrow(
      'A realtime server needs a key and a secret.',
    );
  });
});
