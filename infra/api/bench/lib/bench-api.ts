import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { readConfig } from '../../src/platform/config';

export interface BenchApi {
  app: FastifyInstance;
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * The API on a database, listening on a free loopback port, with the production configuration except for the rate
 * limit (a benchmark is one very busy client) and request logging (figures, not log lines, are the output).
 */
export async function startBenchApi(databaseUrl: string): Promise<BenchApi> {
  // CATALOGUE_CACHE_SECONDS=0 measures every request reaching the database.
  const config = {
    ...readConfig({ CATALOGUE_CACHE_SECONDS: process.env.CATALOGUE_CACHE_SECONDS }),
    databaseUrl,
    rateLimitMax: 1_000_000_000,
  };
  const app = await buildApp({ config, database: { migrate: false, seed: false }, logger: false });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, baseUrl: address, close: () => app.close() };
}
