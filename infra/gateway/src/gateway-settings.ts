import type { GatewayOptions } from './app';
import type { Env } from './env';
import { readImageSettings, readServerSettings, readSiteDir, readSiteUrl, type ServerSettings } from './gateway-config';
import { readPublicConfig } from './public-config';

/** Everything the gateway reads from its environment at start, in one place (docker-compose.yml is checked against it). */
export function readGatewaySettings(env: Env): GatewayOptions & ServerSettings {
  return {
    ...readServerSettings(env, 8080),
    siteDir: readSiteDir(env),
    siteUrl: readSiteUrl(env),
    ...readImageSettings(env),
    publicConfig: readPublicConfig(env),
    logger: { level: env.LOG_LEVEL ?? 'info' },
  };
}
