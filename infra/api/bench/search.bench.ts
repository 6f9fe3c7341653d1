// Search latency over HTTP on loopback, one client typing, over a catalogue of 3,500 tests and one of 100,000 (the
// demo shop filled with the benchmark data set's generated entries).
// Run: npm run bench (all benchmarks), or: node --import tsx infra/api/bench/search.bench.ts
// With DATABASE_URL set it uses that server (creating and dropping its own databases); else an embedded one.
import { createBenchDatabase, startBenchServer, type BenchServer } from './lib/bench-database';
import { startApiProcess } from './lib/api-process';
import { runLoad } from './lib/http-load';
import { describeLatency } from './lib/latency';
import { searchQueries } from './lib/search-queries';

const ROUNDS = 15;
const TARGETS = { 3500: 20, 100000: 50 } as const;

async function measure(server: BenchServer, tests: keyof typeof TARGETS): Promise<void> {
  const database = await createBenchDatabase(server, `search_${tests}`, tests);
  console.log(`Catalogue of ${tests.toLocaleString('en')} tests seeded in ${(database.seedMs / 1000).toFixed(1)} s`);
  const api = await startApiProcess(database.url);
  try {
    const paths = searchQueries().map((query) => `/api/catalogue/search?q=${encodeURIComponent(query)}`);
    await runLoad(api.baseUrl, paths, 1, paths.length); // warm-up: connections, caches, plans
    const result = await runLoad(api.baseUrl, paths, 1, paths.length * ROUNDS);
    if (result.failures > 0) console.log(`  ${result.failures} answers were not 200`);
    console.log(
      describeLatency(`search, ${tests.toLocaleString('en')} tests, 1 client`, result.latencies, TARGETS[tests]),
    );
  } finally {
    await api.stop();
    await database.drop();
  }
}

async function main(): Promise<void> {
  const server = await startBenchServer();
  try {
    await measure(server, 3500);
    await measure(server, 100000);
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
