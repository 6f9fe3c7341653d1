import { DEFAULT_REALTIME_CONFIG, readRealtimeConfig } from './config';

describe('readRealtimeConfig', () => {
  it('works locally with no settings at all', () => {
    expect(readRealtimeConfig({})).toEqual({
      appId: 'labshop',
      key: 'labshop-key',
      secret: 'labshop-secret',
      host: '127.0.0.1',
      port: 6001,
      clientEvents: false,
      activityTimeoutSeconds: 120,
      pongTimeoutMs: 30_000,
    });
  });

  it('takes the app, address and client events from env', () => {
    const config = readRealtimeConfig({
      REALTIME_APP_ID: 'shop',
      REALTIME_KEY: 'shop-key',
      REALTIME_SECRET: 'shop-secret',
      REALTIME_HOST: '0.0.0.0',
      REALTIME_PORT: '7001',
      REALTIME_CLIENT_EVENTS: 'true',
    });

    expect(config).toEqual({
      ...DEFAULT_REALTIME_CONFIG,
      appId: 'shop',
      key: 'shop-key',
      secret: 'shop-secret',
      host: '0.0.0.0',
      port: 7001,
      clientEvents: true,
    });
  });

  it.each([
    ['REALTIME_PORT', 'six thousand'],
    ['REALTIME_PORT', '70000'],
    ['REALTIME_CLIENT_EVENTS', 'maybe'],
  ])('refuses %s=%s instead of guessing', (name, value) => {
    expect(() => readRealtimeConfig({ [name]: value })).toThrow(name);
  });
});
