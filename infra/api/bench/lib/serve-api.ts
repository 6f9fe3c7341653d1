// Runs the API for a benchmark in a process of its own, so the clients measuring it do not share its event loop.
// Prints the address it listens on as its first line of output.
import { startBenchApi } from './bench-api';

async function main(): Promise<void> {
  const databaseUrl = process.argv[2];
  if (!databaseUrl) throw new Error('Usage: serve-api.ts <database url>');
  const api = await startBenchApi(databaseUrl);
  console.log(api.baseUrl);
  const stop = () => void api.close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
