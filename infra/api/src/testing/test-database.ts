import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/** Where the global setup left the server and the migrated, seeded template every test file clones. */
export const TEST_ENV = { adminUrl: 'LABSHOP_TEST_ADMIN_URL', template: 'LABSHOP_TEST_TEMPLATE' } as const;

/** Every database the suite creates starts with this, and teardown drops only those of its own run. */
export const TEST_DATABASE_PREFIX = 'labshop_test_';

export function readTestEnvironment(): { adminUrl: string; template: string } {
  const adminUrl = process.env[TEST_ENV.adminUrl];
  const template = process.env[TEST_ENV.template];
  if (!adminUrl || !template) {
    throw new Error('The API test database is not set up: run these tests through jest (the api project)');
  }
  return { adminUrl, template };
}

export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${encodeURIComponent(database)}`;
  return url.toString();
}

export function uniqueDatabaseName(base: string): string {
  return `${base}_${randomBytes(4).toString('hex')}`;
}

/** Runs one statement on the server's maintenance database. */
export async function runOnServer(adminUrl: string, statement: (client: Client) => string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement(client));
  } finally {
    await client.end();
  }
}

export async function createDatabase(adminUrl: string, name: string, template?: string): Promise<void> {
  await runOnServer(adminUrl, (client) =>
    template
      ? `create database ${client.escapeIdentifier(name)} template ${client.escapeIdentifier(template)}`
      : `create database ${client.escapeIdentifier(name)}`,
  );
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await runOnServer(adminUrl, (client) => `drop database if exists ${client.escapeIdentifier(name)} with (force)`);
}

/** Names of the databases whose names start with the prefix (to clean up after a run). */
export async function listDatabases(adminUrl: string, prefix: string): Promise<string[]> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const escaped = prefix.replace(/[\\%_]/g, (character) => `\\${character}`);
    const result = await client.query<{ datname: string }>('select datname from pg_database where datname like $1', [
      `${escaped}%`,
    ]);
    return result.rows.map((row) => row.datname);
  } finally {
    await client.end();
  }
}
