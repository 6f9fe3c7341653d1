// The category page's API call (GET /api/catalogue/tests?category=...) with 50 concurrent clients over loopback HTTP,
// on a catalogue of 3,500 tests (the demo shop filled with the benchmark data set). A bounded number of requests: it
// measures latency, not endurance.
// Measured three ways on the same database: with the API's answer cache as shipped (30 s: what patients get, the
// figure the target is about), with answers expiring every second so refreshes happen throughout the run (a stale
// answer is served while one refresh per page runs), and with the cache off (every request reaches the database:
// what a refresh costs). Besides latency it prints the CPU time one request costs the API and PostgreSQL, a figure
// other load on the machine does not change (backends that close during the run are not counted).
// Run: npm run bench (all benchmarks), or: node --import tsx infra/api/bench/category-page.bench.ts
import { DEMO_CATEGORIES } from '../src/db/seed/categories';
import { facilityId } from '../src/db/seed/facilities';
import { cityId } from '../src/db/seed/cities';
import { createBenchDatabase, startBenchServer } from './lib/bench-database';
import { startApiProcess } from './lib/api-process';
import { runLoad } from './lib/http-load';
import { describeLatency } from './lib/latency';
import { apiAndDatabaseCpuMs } from './lib/process-cpu';

const CLIENTS = 50;
const TARGET_P95_MS = 30;

const MODES = [
  { label: 'answer cache as shipped (30 s)', cacheSeconds: '30', requests: 30_000 },
  { label: 'answers expiring every second', cacheSeconds: '1', requests: 60_000 },
  { label: 'no answer cache (database every time)', cacheSeconds: '0', requests: 10_000 },
];

/** The calls category pages make: every category, sorted each way, first and later pages, with and without a location. */
function categoryPagePaths(): string[] {
  const sorts = ['popularity', 'price-asc', 'price-desc', 'name'];
  const locations = ['', `&facility_id=${facilityId('warszawa-grochowska')}`, `&city_uuid=${cityId('krakow')}`];
  return DEMO_CATEGORIES.flatMap((category, index) => {
    const sort = sorts[index % sorts.length];
    const location = locations[index % locations.length];
    const page = index % 5 === 0 ? 2 : 1;
    return [`/api/catalogue/tests?category=${category.slug}&sort=${sort}&page=${page}${location}`];
  });
}

async function measure(databaseUrl: string, mode: (typeof MODES)[number]): Promise<void> {
  const api = await startApiProcess(databaseUrl, { CATALOGUE_CACHE_SECONDS: mode.cacheSeconds });
  try {
    const paths = categoryPagePaths();
    // Warm-up: connections opened and statements prepared, as on a server that has been running.
    await runLoad(api.baseUrl, paths, CLIENTS, paths.length * 3);
    const cpuBefore = apiAndDatabaseCpuMs(databaseUrl, api.pid);
    const result = await runLoad(api.baseUrl, paths, CLIENTS, mode.requests);
    const cpuAfter = apiAndDatabaseCpuMs(databaseUrl, api.pid);
    if (result.failures > 0) console.log(`  ${result.failures} answers were not 200`);
    console.log(describeLatency(`category page, ${CLIENTS} clients, ${mode.label}`, result.latencies, TARGET_P95_MS));
    console.log(`  throughput ${(mode.requests / (result.elapsedMs / 1000)).toFixed(0)} requests/s`);
    if (cpuBefore && cpuAfter) {
      // A backend that closed during the run takes its time with it; the figure is then a lower bound.
      const perRequest = (before: number, after: number) =>
        `${(Math.max(0, after - before) / mode.requests).toFixed(2)} ms`;
      console.log(
        `  CPU per request: API ${perRequest(cpuBefore.api, cpuAfter.api)}, ` +
          `PostgreSQL ${perRequest(cpuBefore.database, cpuAfter.database)}`,
      );
    }
  } finally {
    await api.stop();
  }
}

async function main(): Promise<void> {
  const server = await startBenchServer();
  try {
    const database = await createBenchDatabase(server, 'category_page', 3500);
    try {
      for (const mode of MODES) await measure(database.url, mode);
    } finally {
      await database.drop();
    }
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
