import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import type { SessionResolver } from '../platform/authentication';
import type { Clock } from '../platform/clock';
import { readConfig, type AppConfig } from '../platform/config';
import type { MessagingOptions } from '../platform/messaging';
import { deliverBeforeReading } from './outbox';
import { createDatabase, databaseUrl, dropDatabase, readTestEnvironment, uniqueDatabaseName } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  /** The same database the app uses, for arranging data and checking what a request changed. */
  db: Database;
  /**
   * Where this app's local SMS and e-mail providers write their messages. Reading them with `readOutbox` first
   * delivers every message queued and due, as the worker would.
   */
  outbox: { sms: string; mail: string };
  /** Delivers every queued message that is due, in this process; answers how many delivery jobs ran. */
  deliverMessages(): Promise<number>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  config?: Partial<AppConfig>;
  /** Stands in for the accounts' sessions, to call 'logged in only' endpoints as a signed-in user. */
  resolveSession?: SessionResolver;
  clock?: Clock;
  /** Other SMS and e-mail providers than the outbox folders (a failing one, a counting one). */
  messaging?: MessagingOptions;
  logger?: FastifyServerOptions['logger'];
  /** Adds test-only routes or hooks before the app is started. */
  configure?: (app: FastifyInstance) => void | Promise<void>;
  /**
   * Another instance of the API on the database of this one (as several instances behind one gateway share
   * theirs). Its close() stops only itself; the first one's drops the database.
   */
  sameDatabaseAs?: TestApp;
}

/**
 * The API on a fresh database of its own, cloned from the migrated and seeded template. No worker runs the job
 * queue (unless `config.jobsWorker` asks for one): tests deliver queued messages when they read them, so what
 * they see never depends on a worker's timing.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { adminUrl, template } = readTestEnvironment();
  const shared = options.sameDatabaseAs?.app.config.databaseUrl ?? null;
  const name = uniqueDatabaseName(template.replace(/_template$/, ''));
  if (shared === null) await createDatabase(adminUrl, name, template);
  const dropOwnDatabase = () => (shared === null ? dropDatabase(adminUrl, name) : Promise.resolve());
  const outboxDir = await mkdtemp(path.join(tmpdir(), 'labshop-outbox-'));
  const outbox = { sms: path.join(outboxDir, 'sms'), mail: path.join(outboxDir, 'mail') };
  try {
    const config: AppConfig = {
      ...readConfig({}),
      smsOutboxDir: outbox.sms,
      mailOutboxDir: outbox.mail,
      imagesDir: path.join(outboxDir, 'images'),
      jobsWorker: false,
      ...options.config,
      databaseUrl: shared ?? databaseUrl(adminUrl, name),
    };
    const app = await buildApp({
      config,
      database: { migrate: false, seed: false },
      logger: options.logger ?? false,
      ...(options.messaging ? { messaging: options.messaging } : {}),
      ...(options.resolveSession ? { resolveSession: options.resolveSession } : {}),
      ...(options.clock ? { clock: options.clock } : {}),
    });
    await options.configure?.(app);
    await app.ready();
    const deliverMessages = () => app.jobs.runDueJobs({ queues: app.outbox.deliveryQueues });
    const stopDelivering = [
      deliverBeforeReading(outbox.sms, deliverMessages),
      deliverBeforeReading(outbox.mail, deliverMessages),
    ];
    return {
      app,
      db: app.db,
      outbox,
      deliverMessages,
      close: async () => {
        for (const stop of stopDelivering) stop();
        await app.close();
        await dropOwnDatabase();
        await rm(outboxDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await dropOwnDatabase().catch(() => undefined);
    await rm(outboxDir, { recursive: true, force: true });
    throw error;
  }
}
