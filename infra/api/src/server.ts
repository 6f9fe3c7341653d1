import { buildApp } from './app';
import { readConfig } from './platform/config';

/** Starts the API: `npm start -w @labshop/api`. Stops cleanly (and stops the embedded database) on a signal. */
async function main(): Promise<void> {
  const config = readConfig();
  const startedAt = Date.now();
  const app = await buildApp({ config });

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'Shutting down');
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'Shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));

  try {
    await app.listen({ host: config.host, port: config.port });
    app.log.info({ readyInMs: Date.now() - startedAt }, `API ready at http://${config.host}:${config.port}/api`);
  } catch (error) {
    app.log.error({ err: error }, 'The API could not start');
    await app.close().catch(() => undefined);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error('The API could not start:', error);
  process.exit(1);
});
