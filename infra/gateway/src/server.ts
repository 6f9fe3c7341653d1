import { buildGateway } from './app';
import { ConfigError } from './env';
import { readGatewaySettings } from './gateway-settings';
import { listenUntilStopped } from './listen';

async function main(): Promise<void> {
  const settings = readGatewaySettings(process.env);
  const app = await buildGateway(settings);
  await listenUntilStopped(app, settings.host, settings.port);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `Gateway configuration: ${error.message}` : error);
  process.exit(1);
});
