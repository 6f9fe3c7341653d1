// The category page's API call (GET /api/catalogue/tests?category=...) with 50 concurrent clients over loopback HTTP,
// on the demo catalogue of 3,500 tests. A bounded number of requests: it measures latency, not endurance.
// CATALOGUE_CACHE_SECONDS=0 turns the API's answer cache off, to measure the database path alone.
// Run: npm run bench (all benchmarks), or: node --import tsx infra/api/bench/category-page.bench.ts
import { DEMO_CATEGORIES } from '../src/db/seed/categories';
import { facilityId } from '../src/db/seed/facilities';
import { cityId } from '../src/db/seed/cities';
import { createBenchDatabase, startBenchServer } from './lib/bench-database';
import { startApiProcess } from './lib/api-process';
import { runLoad } from './lib/http-load';
import { describeLatency } from './lib/latency';

const CLIENTS = 50;
const REQUESTS = 10_000;
const TARGET_P95_MS = 30;

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

async function main(): Promise<void> {
  const server = await startBenchServer();
  try {
    const database = await createBenchDatabase(server, 'category_page', 3500);
    const api = await startApiProcess(database.url);
    try {
      const paths = categoryPagePaths();
      await runLoad(api.baseUrl, paths, CLIENTS, paths.length * 3); // warm-up
      const result = await runLoad(api.baseUrl, paths, CLIENTS, REQUESTS);
      if (result.failures > 0) console.log(`  ${result.failures} answers were not 200`);
      const cache = process.env.CATALOGUE_CACHE_SECONDS === '0' ? 'no answer cache' : 'answer cache on';
      console.log(describeLatency(`category page, ${CLIENTS} clients, ${cache}`, result.latencies, TARGET_P95_MS));
      console.log(`  throughput ${(REQUESTS / (result.elapsedMs / 1000)).toFixed(0)} requests/s`);
    } finally {
      await api.stop();
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
