import { readPublicConfig } from './public-config';
import { contentSecurityPolicy, type SecurityOptions } from './security-headers';

const policyFor = (env: Record<string, string>, options: Partial<SecurityOptions> = {}) =>
  contentSecurityPolicy({
    publicConfig: readPublicConfig(env),
    frameAncestors: ["'self'"],
    extraScriptSources: [],
    ...options,
  });

describe('contentSecurityPolicy', () => {
  it('allows scripts from the site alone when no third party is configured', () => {
    expect(policyFor({}).scriptSrc).toEqual(["'self'"]);
  });

  it('lets pages connect and post forms to the site alone when nothing else is configured', () => {
    const policy = policyFor({});

    expect(policy.connectSrc).toEqual(["'self'"]);
    expect(policy.formAction).toEqual(["'self'"]);
  });

  it('allows the third-party scripts the public config switches on', () => {
    const policy = policyFor({
      CONSENT_ENABLED: 'true',
      CONSENT_SITE_ID: 'site-1',
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

  it('lets the browser reach the realtime server at its exact address when realtime is on', () => {
    const policy = policyFor({
      REALTIME_ENABLED: 'true',
      REALTIME_KEY: 'app-key',
      REALTIME_HOST: 'realtime.shop.example',
      REALTIME_PORT: '6001',
    });

    expect(policy.connectSrc).toEqual([
      "'self'",
      'ws://realtime.shop.example:6001',
      'wss://realtime.shop.example:6001',
    ]);
  });

  it('writes an IPv6 realtime host in brackets', () => {
    const policy = policyFor({ REALTIME_ENABLED: 'true', REALTIME_KEY: 'app-key', REALTIME_HOST: '::1' });

    expect(policy.connectSrc).toEqual(["'self'", 'ws://[::1]:6001', 'wss://[::1]:6001']);
  });

  it('lets Google Maps fetch what it draws only when a maps key is set', () => {
    expect(policyFor({ MAPS_API_KEY: 'maps-key' }).connectSrc).toEqual([
      "'self'",
      'https://*.googleapis.com',
      'https://*.gstatic.com',
      'https://*.google.com',
    ]);
  });

  it('lets analytics send its measurements only when analytics is on', () => {
    expect(policyFor({ ANALYTICS_ENABLED: 'true' }).connectSrc).toEqual([
      "'self'",
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ]);
  });

  it('lets the consent manager load and save consent only when the shell loads it', () => {
    const cookiebot = policyFor({ CONSENT_ENABLED: 'true', CONSENT_SITE_ID: 'site-1' });
    const ownManager = policyFor({
      CONSENT_ENABLED: 'true',
      CONSENT_SITE_ID: 'site-1',
      CONSENT_SCRIPT_URL: 'https://consent.example.com/v2/loader.js',
    });

    expect(cookiebot.scriptSrc).toEqual([
      "'self'",
      'https://consent.cookiebot.com',
      'https://consentcdn.cookiebot.com',
    ]);
    expect(cookiebot.connectSrc).toEqual([
      "'self'",
      'https://consent.cookiebot.com',
      'https://consentcdn.cookiebot.com',
    ]);
    expect(ownManager.connectSrc).toEqual(["'self'", 'https://consent.example.com']);
    expect(policyFor({ CONSENT_ENABLED: 'true' }).connectSrc).toEqual(["'self'"]);
    expect(policyFor({ CONSENT_SITE_ID: 'site-1' }).connectSrc).toEqual(["'self'"]);
  });

  it('adds the origins the operator names for the scripts it trusts', () => {
    const policy = policyFor({}, { extraConnectSources: ['https://collect.example.com'] });

    expect(policy.connectSrc).toEqual(["'self'", 'https://collect.example.com']);
  });

  it('lets forms lead to Stripe’s checkout only with the Stripe provider', () => {
    expect(policyFor({}, { paymentProvider: 'stripe' }).formAction).toEqual(["'self'", 'https://checkout.stripe.com']);
    expect(policyFor({}, { paymentProvider: 'sandbox' }).formAction).toEqual(["'self'"]);
  });

  it('never allows a whole scheme to be connected to or posted to, however much is switched on', () => {
    const policy = policyFor(
      {
        CONSENT_ENABLED: 'true',
        CONSENT_SITE_ID: 'site-1',
        MAPS_API_KEY: 'maps-key',
        ANALYTICS_ENABLED: 'true',
        REALTIME_ENABLED: 'true',
        REALTIME_KEY: 'app-key',
      },
      { paymentProvider: 'stripe' },
    );

    for (const source of [...(policy.connectSrc ?? []), ...(policy.formAction ?? [])]) {
      expect(source).not.toMatch(/^(https?|wss?):?$/);
    }
  });
});
