import { StructError, assert, type Infer } from 'superstruct';
import { MARKET, PublicConfig } from '@labshop/shared-contracts/core';
import { ConfigError, envBoolean, envOptional, envPort, envString, type Env } from './env';
import { readFrameParentOrigins } from './frame-origins';
import { readIceServers } from './ice-servers';

export type PublicConfigValue = Infer<typeof PublicConfig>;

/** The settings the browser may see, served as /config.json. Secrets never belong here. */
export function readPublicConfig(env: Env): PublicConfigValue {
  const config: PublicConfigValue = {
    appName: envString(env, 'APP_NAME', 'Labshop'),
    // The market's currency unless the operator sets another, as the API does.
    currency: envString(env, 'CURRENCY', MARKET.currency.code),
    countryCode: envString(env, 'COUNTRY_CODE', MARKET.currency.countryCode),
    apiBase: '/api',
    mapsApiKey: envOptional(env, 'MAPS_API_KEY'),
    mapsMapId: envOptional(env, 'MAPS_MAP_ID'),
    consent: {
      enabled: envBoolean(env, 'CONSENT_ENABLED', false),
      siteId: envOptional(env, 'CONSENT_SITE_ID'),
      scriptUrl: envOptional(env, 'CONSENT_SCRIPT_URL'),
    },
    realtime: {
      enabled: envBoolean(env, 'REALTIME_ENABLED', false),
      // The channels server's public key, the installation's own: there is no default to fall back on.
      key: envString(env, 'REALTIME_KEY', ''),
      host: envString(env, 'REALTIME_HOST', 'localhost'),
      port: envPort(env, 'REALTIME_PORT', 6001),
      cluster: envString(env, 'REALTIME_CLUSTER', 'mt1'),
      authEndpoint: envString(env, 'REALTIME_AUTH_ENDPOINT', '/api/broadcasting/auth'),
    },
    analytics: {
      id: envOptional(env, 'ANALYTICS_ID'),
      enabled: envBoolean(env, 'ANALYTICS_ENABLED', false),
      debug: envBoolean(env, 'ANALYTICS_DEBUG', false),
    },
    video: { iceServers: readIceServers(env) },
    embedding: { parentOrigins: readFrameParentOrigins(env) },
  };
  if (config.realtime.enabled && config.realtime.key === '') {
    throw new ConfigError("REALTIME_ENABLED=true needs REALTIME_KEY, the channels server's public app key");
  }
  return validPublicConfig(config);
}

/** The shell trusts /config.json, so the gateway refuses to start with one the shared shape rejects. */
export function validPublicConfig(config: unknown): PublicConfigValue {
  try {
    assert(config, PublicConfig);
    return config;
  } catch (error) {
    if (error instanceof StructError) {
      throw new ConfigError(`Public config is invalid at "${error.path.join('.')}": ${error.message}`);
    }
    throw error;
  }
}
