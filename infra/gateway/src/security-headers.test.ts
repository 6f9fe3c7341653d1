import { readPublicConfig } from './public-config';
import { contentSecurityPolicy } from './security-headers';

const policyFor = (env: Record<string, string>) =>
  contentSecurityPolicy({ publicConfig: readPublicConfig(env), frameAncestors: ["'self'"], extraScriptSources: [] });

describe('contentSecurityPolicy', () => {
  it('allows scripts from the site alone when no third party is configured', () => {
    expect(policyFor({}).scriptSrc).toEqual(["'self'"]);
  });

  it('allows the third-party scripts the public config switches on', () => {
    const policy = policyFor({
      CONSENT_SCRIPT_URL: 'https://consent.example.com/v2/loader.js',
      MAPS_API_KEY: 'maps-key',
      ANALYTICS_ENABLED: 'true',
    });

    expect(policy.scriptSrc).toEqual([
      "'self'",
      'https://consent.example.com',
      'https://maps.googleapis.com',
      'https://www.googletagmanager.com',
    ]);
  });

  it('lets the browser reach the realtime server when realtime is on', () => {
    const policy = policyFor({
      REALTIME_ENABLED: 'true',
      REALTIME_KEY: 'app-key',
      REALTIME_HOST: 'localhost',
      REALTIME_PORT: '6001',
    });

    expect(policy.connectSrc).toContain('ws://localhost:6001');
  });
});
