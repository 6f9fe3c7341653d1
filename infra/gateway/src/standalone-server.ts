import path from 'node:path';
import { ConfigError } from './env';
import { readServerSettings, REPOSITORY_ROOT } from './gateway-config';
import { listenUntilStopped } from './listen';
import { readPublicConfig } from './public-config';
import { buildStandaloneHost } from './standalone';
import { isFrontEndPackage, STANDALONE_PORTS } from './standalone-ports';

/** `standalone-server.ts <remote> [port]`: serves that package's dist alone. */
async function main(): Promise<void> {
  const [name = '', portArgument] = process.argv.slice(2);
  if (!isFrontEndPackage(name)) {
    throw new ConfigError(`usage: standalone-server.ts <${Object.keys(STANDALONE_PORTS).join('|')}> [port]`);
  }
  const env: NodeJS.ProcessEnv = { ...process.env, ...(portArgument ? { PORT: portArgument } : {}) };
  const settings = readServerSettings(env, STANDALONE_PORTS[name]);
  const app = await buildStandaloneHost({
    ...settings,
    distDir: path.join(REPOSITORY_ROOT, name, 'dist'),
    publicConfig: readPublicConfig(env),
    logger: { level: env.LOG_LEVEL ?? 'info' },
  });
  await listenUntilStopped(app, settings.host, settings.port);
  console.log(`${name} is running alone at http://localhost:${settings.port}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `Standalone host: ${error.message}` : error);
  process.exit(1);
});
