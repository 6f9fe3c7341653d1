// Runs the channels server from env settings (see README.md) until SIGINT or SIGTERM.
import { startRealtimeServer } from './app';
import { readRealtimeConfig } from './config';
import { ConfigError } from './config-error';

async function main(): Promise<void> {
  const config = readRealtimeConfig(process.env);
  const server = await startRealtimeServer(config);
  console.log(
    `Realtime channels for app ${config.appId} on http://${config.host}:${server.port} (browsers: ws://${config.host}:${server.port}/app/${config.key})`,
  );

  const stop = (signal: NodeJS.Signals) => {
    console.log(`${signal} received: closing realtime connections.`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Realtime server did not close cleanly:', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  // A setting is the operator's to fix: say which and how, without a stack trace in the way.
  if (error instanceof ConfigError) console.error(`The realtime server cannot start: ${error.message}`);
  else console.error('Realtime server failed to start:', error);
  process.exit(1);
});
