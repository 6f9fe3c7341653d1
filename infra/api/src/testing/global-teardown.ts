import { TEST_DATABASE_PREFIX, TEST_ENV, dropDatabase, listDatabases } from './test-database';

/** Drops this run's databases (never anyone else's) and stops the embedded server, which deletes its data. */
export default async function globalTeardown(): Promise<void> {
  const adminUrl = process.env[TEST_ENV.adminUrl];
  try {
    if (adminUrl) {
      for (const name of await listDatabases(adminUrl, `${TEST_DATABASE_PREFIX}${process.pid}_`)) {
        await dropDatabase(adminUrl, name);
      }
    }
  } finally {
    await globalThis.labshopTestPostgres?.stop();
    globalThis.labshopTestPostgres = undefined;
  }
}
