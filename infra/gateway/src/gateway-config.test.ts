import path from 'node:path';
import { ConfigError } from './env';
import { DEFAULT_SITE_DIR, readServerSettings, readSiteDir, readSiteUrl, REPOSITORY_ROOT } from './gateway-config';

describe('readServerSettings', () => {
  it('listens on localhost at the given default port and proxies to the local API', () => {
    expect(readServerSettings({}, 8080)).toEqual({
      host: 'localhost',
      port: 8080,
      apiUrl: 'http://127.0.0.1:4000',
      frameAncestors: ["'self'"],
      extraScriptSources: [],
      extraConnectSources: [],
      paymentProvider: 'sandbox',
      trustProxy: false,
    });
  });

  it('reads the environment', () => {
    const settings = readServerSettings(
      {
        HOST: '0.0.0.0',
        PORT: '9000',
        API_URL: 'http://api:4000',
        FRAME_ANCESTORS: "'self' https://partner.example.com",
        CSP_SCRIPT_SOURCES: 'https://a.example.com,https://b.example.com',
        CSP_CONNECT_SOURCES: 'https://collect.example.com',
        PAYMENT_PROVIDER: 'stripe',
        TRUST_PROXY: '10.0.0.0/8',
      },
      8080,
    );

    expect(settings).toEqual({
      host: '0.0.0.0',
      port: 9000,
      apiUrl: 'http://api:4000',
      frameAncestors: ["'self'", 'https://partner.example.com'],
      extraScriptSources: ['https://a.example.com', 'https://b.example.com'],
      extraConnectSources: ['https://collect.example.com'],
      paymentProvider: 'stripe',
      trustProxy: '10.0.0.0/8',
    });
  });

  it('refuses a port that is not a number', () => {
    expect(() => readServerSettings({ PORT: 'eighty' }, 8080)).toThrow(ConfigError);
  });

  it('refuses a payment provider the API does not know', () => {
    expect(() => readServerSettings({ PAYMENT_PROVIDER: 'paypal' }, 8080)).toThrow(
      'PAYMENT_PROVIDER must be sandbox or stripe',
    );
  });
});

describe('readSiteDir', () => {
  it('defaults to .data/site at the top of the repository', () => {
    expect(readSiteDir({})).toBe(DEFAULT_SITE_DIR);
    expect(DEFAULT_SITE_DIR).toBe(path.join(REPOSITORY_ROOT, '.data/site'));
    expect(path.basename(REPOSITORY_ROOT)).not.toBe('infra');
  });
});

describe('readSiteUrl', () => {
  it('is unset by default, and an origin when given, without a trailing slash', () => {
    expect(readSiteUrl({})).toBeNull();
    expect(readSiteUrl({ SITE_URL: 'https://shop.example/' })).toBe('https://shop.example');
  });

  it.each(['shop.example', 'ftp://shop.example', 'https://shop.example/pl', 'https://shop.example/?a=1'])(
    'refuses %s, naming the variable',
    (value) => {
      expect(() => readSiteUrl({ SITE_URL: value })).toThrow(/^SITE_URL must be/);
    },
  );
});
