// Order placement (POST /api/orders) with 50 concurrent buyers over loopback HTTP, on the demo shop: each buyer
// checks out a different cart (1 to 3 patients, 2 to 5 tests, collection point or home service, online or at the
// centre), so every request prices, validates and writes a new order with its lines and confirmation e-mail.
// The API runs in a child process (this file started with --serve), writing its mail to a temporary folder.
// Run: npm run bench (all benchmarks), or: node --import tsx infra/api/bench/order-placement.bench.ts
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { PriceChangedBody, type PlaceOrderRequest } from '@labshop/shared-contracts/core/api/orders';
import { buildApp } from '../src/app';
import { testId } from '../src/db/seed/catalogue';
import { cityId } from '../src/db/seed/cities';
import { facilityId } from '../src/db/seed/facilities';
import { readConfig } from '../src/platform/config';
import { expectShape } from '../src/testing/expect-shape';
import { Pool } from 'pg';
import { createDatabase as drizzleDatabase } from '../src/db/client';
import {
  SECOND_PATIENT,
  checkoutRequest,
  demoHomeVisit,
  roomInEveryHomeVisitWindow,
} from '../src/modules/orders/testing/checkout-factory';
import { createBenchDatabase, startBenchServer } from './lib/bench-database';
import { describeLatency } from './lib/latency';
import { apiAndDatabaseCpuMs } from './lib/process-cpu';

const BUYERS = 50;
const ORDERS = 2_000;
const WARM_UP_ORDERS = 200;
const SINGLE_BUYER_ORDERS = 200;
const TARGET_P95_MS = 250;

const EXTRA_TESTS = ['vitamin-d-25-oh', 'ferritin', 'vitamin-b12', 'folic-acid', 'magnesium'].map((slug) =>
  testId(slug),
);
const POINT_SLUGS = ['krakow-karmelicka', 'warszawa-marszalkowska', 'poznan-glogowska'] as const;

/** The nurse's visit home-service buyers book: one window, given room for every buyer (see main). */
const HOME_VISIT = demoHomeVisit();

/** The total each buyer's cart showed, by buyer number: read before the clock runs (see confirmTotals). */
const confirmedTotals = new Map<number, number>();

/** The n-th buyer's checkout: varied carts, locations and payment methods, each with its own idempotency key. */
function checkoutFor(n: number): PlaceOrderRequest {
  const patients = [
    ...checkoutRequest().patients,
    SECOND_PATIENT,
    { ...SECOND_PATIENT, id: 'p3', firstName: 'Ola' },
  ].slice(0, 1 + (n % 3));
  const patientIds = patients.map((patient) => patient.id);
  const items = EXTRA_TESTS.slice(0, 2 + (n % 4)).map((id) => ({ id, patients: patientIds }));
  const location: PlaceOrderRequest['location'] =
    n % 4 === 0
      ? {
          kind: 'home-service',
          city_uuid: cityId('warszawa'),
          address: {
            street: 'Marszałkowska',
            houseNumber: String(1 + (n % 90)),
            homeNumber: null,
            postCode: '00-001',
            city: 'Warszawa',
          },
          visit: HOME_VISIT,
        }
      : {
          kind: 'collection-point',
          facility_id: facilityId(POINT_SLUGS[n % POINT_SLUGS.length] ?? 'krakow-karmelicka'),
        };
  return checkoutRequest({
    location,
    items,
    patients,
    email: `buyer-${n}@example.com`,
    paymentMethod: n % 5 === 0 ? 'at_centre' : 'online',
    discount_code: n % 7 === 0 ? 'WELCOME10' : null,
    expectedTotalMinor: confirmedTotals.get(n) ?? 0,
  });
}

/**
 * The total each buyer saw in the cart, as the shop prices it: asked untimed before the measured run by sending each
 * checkout unconfirmed, which places nothing and answers the breakdown (409), so the measured orders are confirmed.
 */
async function confirmTotals(baseUrl: string, from: number, total: number): Promise<void> {
  for (let n = from; n < from + total; n += BUYERS) {
    const batch = Array.from({ length: Math.min(BUYERS, from + total - n) }, (_, index) => n + index);
    await Promise.all(
      batch.map(async (buyer) => {
        const response = await fetch(new URL('/api/orders', baseUrl), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(checkoutFor(buyer)),
        });
        const answer = expectShape(await response.json(), PriceChangedBody);
        confirmedTotals.set(buyer, answer.quote.totalMinor);
      }),
    );
  }
}

async function serve(databaseUrl: string, mailDir: string): Promise<void> {
  const config = { ...readConfig({}), databaseUrl, rateLimitMax: 1_000_000_000, mailOutboxDir: mailDir };
  const app = await buildApp({ config, database: { migrate: false, seed: false }, logger: false });
  console.log(await app.listen({ host: '127.0.0.1', port: 0 }));
  const stop = () => void app.close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
}

async function startServing(databaseUrl: string, mailDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', __filename, '--serve', databaseUrl, mailDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', (line) => resolve(line.trim()));
    child.once('exit', (code) => reject(new Error(`The API process exited (code ${code}) before listening`)));
  });
  return { baseUrl, pid: child.pid, stop: () => (child.kill('SIGTERM'), exited) };
}

/** `total` checkouts from `buyers` concurrent buyers, each sending the next when its answer arrived. */
async function placeOrders(baseUrl: string, from: number, total: number, buyers: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: buyers });
  const latencies: number[] = [];
  let failures = 0;
  let next = from;
  const startedAt = performance.now();
  const buyer = async () => {
    for (let n = next++; n < from + total; n = next++) {
      const body = JSON.stringify(checkoutFor(n));
      const sentAt = performance.now();
      const status = await post(agent, new URL('/api/orders', baseUrl), body);
      latencies.push(performance.now() - sentAt);
      if (status !== 201) failures += 1;
    }
  };
  await Promise.all(Array.from({ length: buyers }, buyer));
  agent.destroy();
  return { latencies, failures, elapsedMs: performance.now() - startedAt };
}

function post(agent: http.Agent, url: URL, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.on('data', () => undefined);
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** Every home-service buyer books the same window: it is given room for all of them, as the bench measures work. */
async function giveHomeVisitsRoom(databaseUrl: string): Promise<void> {
  const pool = new Pool({ connectionString: databaseUrl, max: 1 });
  try {
    await roomInEveryHomeVisitWindow(drizzleDatabase(pool));
  } finally {
    await pool.end();
  }
}

async function main(): Promise<void> {
  const server = await startBenchServer();
  const mailDir = await mkdtemp(path.join(tmpdir(), 'labshop-bench-mail-'));
  try {
    const database = await createBenchDatabase(server, 'order_placement', 3500);
    try {
      await giveHomeVisitsRoom(database.url);
      await measure(database.url, mailDir);
    } finally {
      await database.drop();
    }
  } finally {
    await rm(mailDir, { recursive: true, force: true });
    await server.stop();
  }
}

async function measure(databaseUrl: string, mailDir: string): Promise<void> {
  const api = await startServing(databaseUrl, mailDir);
  try {
    await confirmTotals(api.baseUrl, 0, WARM_UP_ORDERS + ORDERS + SINGLE_BUYER_ORDERS);
    await placeOrders(api.baseUrl, 0, WARM_UP_ORDERS, BUYERS);
    const cpuBefore = apiAndDatabaseCpuMs(databaseUrl, api.pid);
    const result = await placeOrders(api.baseUrl, WARM_UP_ORDERS, ORDERS, BUYERS);
    const cpuAfter = apiAndDatabaseCpuMs(databaseUrl, api.pid);
    if (result.failures > 0) console.log(`  ${result.failures} checkouts were not answered 201`);
    console.log(describeLatency(`order placement, ${BUYERS} concurrent buyers`, result.latencies, TARGET_P95_MS));
    console.log(`  throughput ${(ORDERS / (result.elapsedMs / 1000)).toFixed(0)} orders/s`);
    if (cpuBefore && cpuAfter) {
      // The work one order costs, which other load on the machine does not change (unlike latency).
      const perOrder = (before: number, after: number) => `${((after - before) / ORDERS).toFixed(2)} ms`;
      console.log(
        `  CPU per order: API ${perOrder(cpuBefore.api, cpuAfter.api)}, ` +
          `PostgreSQL ${perOrder(cpuBefore.database, cpuAfter.database)}`,
      );
    }
    // One buyer alone: the cost of one placement, without waiting behind 49 others.
    const alone = await placeOrders(api.baseUrl, WARM_UP_ORDERS + ORDERS, SINGLE_BUYER_ORDERS, 1);
    console.log(describeLatency('order placement, 1 buyer', alone.latencies, TARGET_P95_MS));
  } finally {
    await api.stop();
  }
}

const [mode, databaseUrl, mailDir] = process.argv.slice(2);
const run = mode === '--serve' && databaseUrl && mailDir ? serve(databaseUrl, mailDir) : main();
run.catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
