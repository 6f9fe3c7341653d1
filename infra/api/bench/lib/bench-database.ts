import path from 'node:path';
import { Pool } from 'pg';
import { createDatabase as drizzleDatabase } from '../../src/db/client';
import { prepareDatabase } from '../../src/db/prepare';
import { seedDemoData } from '../../src/db/seed';
import { buildDemoCatalogue } from '../../src/db/seed/demo-catalogue';
import type { RunningPostgres } from '../../src/platform/embedded-postgres';
import { DATA_DIR } from '../../src/platform/paths';
import { createDatabase, databaseUrl, dropDatabase } from '../../src/testing/test-database';

/** The embedded server benchmarks start when no DATABASE_URL is given; off the ports the site and tests use. */
const BENCH_POSTGRES_PORT = 5435;

export interface BenchServer {
  adminUrl: string;
  stop(): Promise<void>;
}

/** DATABASE_URL's server, or a throwaway embedded one (data deleted when it stops). */
export async function startBenchServer(): Promise<BenchServer> {
  const adminUrl = process.env.DATABASE_URL?.trim();
  if (adminUrl) return { adminUrl, stop: async () => undefined };
  const { startEmbeddedPostgres } = await import('../../src/platform/embedded-postgres');
  const server: RunningPostgres = await startEmbeddedPostgres({
    dataDir: path.join(DATA_DIR, `bench-postgres-${process.pid}`),
    port: BENCH_POSTGRES_PORT,
    throwaway: true,
  });
  return { adminUrl: server.adminUrl, stop: () => server.stop() };
}

export interface BenchDatabase {
  url: string;
  /** How long migrating and seeding took. */
  seedMs: number;
  drop(): Promise<void>;
}

/**
 * A database of its own (labshop_bench_<pid>_<name>), migrated and seeded with the demo shop and then with the
 * benchmark data set: generated entries that bring the catalogue to `tests` single tests, the scale of a full lab's
 * catalogue. The demo patients see never holds them. Dropped again by drop().
 */
export async function createBenchDatabase(server: BenchServer, name: string, tests: number): Promise<BenchDatabase> {
  const database = `labshop_bench_${process.pid}_${name}`;
  await createDatabase(server.adminUrl, database);
  const url = databaseUrl(server.adminUrl, database);
  const pool = new Pool({ connectionString: url, max: 2 });
  const startedAt = Date.now();
  try {
    await prepareDatabase(pool, { migrate: true, seed: false });
    await withoutSearchIndexes(pool, () =>
      seedDemoData(drizzleDatabase(pool), { now: new Date(), benchmarkTests: tests - demoSingleTests() }),
    );
  } finally {
    await pool.end();
  }
  return { url, seedMs: Date.now() - startedAt, drop: () => dropDatabase(server.adminUrl, database) };
}

/**
 * Runs a bulk load with the catalogue's secondary indexes dropped and builds them again afterwards, as a bulk load
 * of a real catalogue would: building a trigram index once is far faster than updating it row by row.
 */
async function withoutSearchIndexes(pool: Pool, load: () => Promise<void>): Promise<void> {
  const { rows } = await pool.query<{ name: string; definition: string }>(
    `select i.indexname as name, i.indexdef as definition
     from pg_indexes i join pg_class c on c.relname = i.indexname join pg_index x on x.indexrelid = c.oid
     where i.schemaname = 'public' and i.tablename = 'tests' and not x.indisunique`,
  );
  for (const index of rows) await pool.query(`drop index ${index.name}`);
  try {
    await load();
  } finally {
    for (const index of rows) await pool.query(index.definition);
    await pool.query('analyze tests');
  }
}

/** The demo shop's own single tests, which the benchmark data set is added to. */
function demoSingleTests(): number {
  return buildDemoCatalogue().filter((item) => item.kind === 'test').length;
}
