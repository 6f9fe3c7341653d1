import { buildGateway } from './app';
import { ConfigError } from './env';
import { readImageSettings, readServerSettings, readSiteDir, readSiteUrl } from './gateway-config';
import { listenUntilStopped } from './listen';
import { readPublicConfig } from './public-config';

async function main(): Promise<void> {
  const settings = readServerSettings(process.env, 8080);
  const app = await buildGateway({
    ...settings,
    siteDir: readSiteDir(process.env),
    siteUrl: readSiteUrl(process.env),
    ...readImageSettings(process.env),
    publicConfig: readPublicConfig(process.env),
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
  });
  await listenUntilStopped(app, settings.host, settings.port);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `Gateway configuration: ${error.message}` : error);
  process.exit(1);
});
