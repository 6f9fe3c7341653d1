import { is } from 'superstruct';
import { PublicConfig } from '@labshop/shared-contracts/core';
import { ConfigError } from './env';
import { readPublicConfig, validPublicConfig } from './public-config';

describe('readPublicConfig', () => {
  it('gives the defaults of spec §1 and §9 when nothing is set', () => {
    const config = readPublicConfig({});

    expect(is(config, PublicConfig)).toBe(true);
    expect(config).toMatchObject({
      currency: 'GBP',
      countryCode: 'UK',
      apiBase: '/api',
      mapsApiKey: null,
      mapsMapId: null,
      consent: { enabled: false, siteId: null, scriptUrl: null },
      realtime: { enabled: false, key: '', port: 6001, authEndpoint: '/api/broadcasting/auth' },
      analytics: { id: null, enabled: false, debug: false },
      video: { iceServers: [] },
    });
  });

  it('gives video visits the ICE servers of VIDEO_ICE_SERVERS', () => {
    const servers = [
      { urls: 'stun:stun.example.org:3478' },
      { urls: ['turn:turn.example.org'], username: 'u', credential: 'p' },
    ];

    expect(readPublicConfig({ VIDEO_ICE_SERVERS: JSON.stringify(servers) }).video).toEqual({ iceServers: servers });
  });

  it('reads every setting from the environment', () => {
    const config = readPublicConfig({
      CURRENCY: 'PLN',
      COUNTRY_CODE: 'PL',
      MAPS_API_KEY: 'maps-key',
      MAPS_MAP_ID: 'map-id-7',
      CONSENT_ENABLED: 'true',
      CONSENT_SITE_ID: 'site-7',
      CONSENT_SCRIPT_URL: 'https://consent.example.com/loader.js',
      REALTIME_ENABLED: '1',
      REALTIME_KEY: 'app-key',
      REALTIME_HOST: 'realtime.example.com',
      REALTIME_PORT: '443',
      REALTIME_CLUSTER: 'eu',
      ANALYTICS_ID: 'G-123',
      ANALYTICS_ENABLED: 'yes',
      ANALYTICS_DEBUG: 'false',
    });

    expect(config).toMatchObject({
      currency: 'PLN',
      countryCode: 'PL',
      mapsApiKey: 'maps-key',
      mapsMapId: 'map-id-7',
      consent: { enabled: true, siteId: 'site-7', scriptUrl: 'https://consent.example.com/loader.js' },
      realtime: { enabled: true, key: 'app-key', host: 'realtime.example.com', port: 443, cluster: 'eu' },
      analytics: { id: 'G-123', enabled: true, debug: false },
    });
  });

  it('refuses to turn realtime on without the channels server’s key', () => {
    expect(() => readPublicConfig({ REALTIME_ENABLED: 'true' })).toThrow(
      "REALTIME_ENABLED=true needs REALTIME_KEY, the channels server's public app key",
    );
  });

  it('never serves the realtime secret, whatever the environment holds', () => {
    const secret = 'c0ffee'.repeat(8);

    const config = readPublicConfig({ REALTIME_ENABLED: 'true', REALTIME_KEY: 'app-key', REALTIME_SECRET: secret });

    expect(JSON.stringify(config)).not.toContain(secret);
  });

  it('treats an empty value as not set', () => {
    expect(readPublicConfig({ MAPS_API_KEY: '  ', CURRENCY: '' })).toMatchObject({ mapsApiKey: null, currency: 'GBP' });
  });

  it.each([
    [{ CONSENT_ENABLED: 'maybe' }, 'CONSENT_ENABLED must be true or false'],
    [{ REALTIME_PORT: 'six' }, 'REALTIME_PORT must be a port number'],
    [{ REALTIME_PORT: '70000' }, 'REALTIME_PORT must be a port number'],
    [{ VIDEO_ICE_SERVERS: 'stun:stun.example.org' }, 'VIDEO_ICE_SERVERS must be a JSON list of ICE servers'],
    [
      { VIDEO_ICE_SERVERS: '[{"url":"stun:x"}]' },
      'VIDEO_ICE_SERVERS must be a JSON list of {urls, username?, credential?}',
    ],
  ])('refuses to start with %p', (env, message) => {
    expect(() => readPublicConfig(env)).toThrow(ConfigError);
    expect(() => readPublicConfig(env)).toThrow(message);
  });

  it('rejects a config the shared shape does not accept, naming the field', () => {
    const broken = { ...readPublicConfig({}), currency: 42 };

    expect(() => validPublicConfig(broken)).toThrow('"currency"');
  });
});
