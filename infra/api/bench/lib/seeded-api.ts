import { startApiProcess, type ApiProcess } from './api-process';
import { createBenchDatabase, startBenchServer } from './bench-database';

/**
 * A benchmark's own database (migrated, the demo shop, `tests` catalogue entries, then what `seed` writes) and the
 * API on it in a process of its own, for `measure`. The API is stopped, the database dropped and an embedded server
 * stopped afterwards, however measuring ends.
 */
export async function withSeededApi<Seeded>(
  database: { name: string; tests: number },
  seed: (databaseUrl: string) => Promise<Seeded>,
  measure: (api: ApiProcess, seeded: Seeded) => Promise<void>,
): Promise<void> {
  const server = await startBenchServer();
  try {
    const created = await createBenchDatabase(server, database.name, database.tests);
    try {
      const seeded = await seed(created.url);
      const api = await startApiProcess(created.url);
      try {
        await measure(api, seeded);
      } finally {
        await api.stop();
      }
    } finally {
      await created.drop();
    }
  } finally {
    await server.stop();
  }
}
