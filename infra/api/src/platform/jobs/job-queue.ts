import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { DatabaseExecutor } from '../../db/client';
import { jobQueueConnection } from './transaction-sql';

/** How a queue's failed jobs are tried again: `limit` more times, the wait doubling from `delaySeconds`. */
export interface RetryPolicy {
  limit: number;
  delaySeconds: number;
  /** Each wait twice the one before (with some randomness, so many failures do not all return at once). */
  backoff: boolean;
}

/** What a handler knows about the run it is in. */
export interface JobRun {
  id: string;
  /** 1 for the first try. */
  attempt: number;
  /** No retry follows a failure of this run: the job is left failed. */
  lastAttempt: boolean;
}

export interface QueueDefinition<Data extends object> {
  /** Unique, lower-case words joined by hyphens ('deliver-mail'). */
  name: string;
  /** Does the work. Throwing fails this run, which is retried as the queue's retry policy says. */
  handle(data: Data, run: JobRun): Promise<void>;
  retry?: RetryPolicy;
  /** A run still busy after this long counts as failed and is retried (it may still finish: handlers time out first). */
  timeoutSeconds?: number;
  /** How often an idle worker looks for new jobs of this queue. */
  pollingIntervalSeconds?: number;
  /** Queue a job with `data` at every moment the cron expression (UTC) names, once across all instances. */
  schedule?: { cron: string; data: Data };
}

/** A defined queue: what `send` takes, typed by the data its jobs carry. */
export interface Queue<Data extends object> {
  readonly name: string;
  /** Only carries the type; never set. */
  readonly data?: Data;
}

export interface SendOptions {
  /**
   * The transaction of the change that causes the job: the job is written by it, so it exists if and only if the
   * change commits. Without it the job is written on its own.
   */
  in?: DatabaseExecutor;
  /** The job's id (a UUID): a second job with the same id is not written. */
  id?: string;
  /** While a job with this key waits or runs, another with the same key is not written. */
  singletonKey?: string;
  startAfter?: Date;
}

export interface RunDueJobsOptions {
  /** Only these queues; every defined queue by default. */
  queues?: readonly Queue<object>[];
}

export interface JobQueue {
  define<Data extends object>(definition: QueueDefinition<Data>): Queue<Data>;
  /** Writes a job; null when one with the same id or singleton key already exists. */
  send<Data extends object>(queue: Queue<Data>, data: Data, options?: SendOptions): Promise<string | null>;
  /**
   * Runs, in this process and one after another, every job due now until none is left: for tests, and for a
   * one-off run where no worker is running. Answers how many ran.
   */
  runDueJobs(options?: RunDueJobsOptions): Promise<number>;
  /**
   * Creates the schema and queues, writes the schedules and (with `worker`) starts working. When the database
   * cannot be reached it logs an error and tries again every few seconds, so the app serves (and says it is
   * unhealthy) meanwhile instead of refusing to start.
   */
  start(): Promise<void>;
  /** Waits for running jobs to end (a job still running then is failed and retried later), then stops. */
  stop(): Promise<void>;
  /** Started and not stopped: jobs can be written and (with a worker) are worked. False while a start is retried. */
  isRunning(): boolean;
}

export interface JobQueueOptions {
  /** Runs pg-boss's statements: the app's connection pool. */
  connection: PgBoss.Db;
  log: FastifyBaseLogger;
  /** Work the queues and run the schedules here; off for an instance that only serves requests. */
  worker: boolean;
  /** How long a start that failed waits before it tries again. */
  startRetryMs?: number;
}

export const DEFAULT_RETRY: RetryPolicy = { limit: 5, delaySeconds: 30, backoff: true };
const DEFAULT_TIMEOUT_SECONDS = 15 * 60;
const DEFAULT_POLLING_SECONDS = 2;
/** How long stop() waits for running jobs before failing them back to the queue. */
const STOP_TIMEOUT_MS = 20_000;
/** Failed jobs stay in pgboss.job (not its archive) this long: a week. */
const FAILED_JOBS_KEPT_SECONDS = 7 * 24 * 60 * 60;
/** How long a start that failed (the database could not be reached) waits before it tries again. */
const DEFAULT_START_RETRY_MS = 10_000;

/**
 * The app's jobs on pg-boss: PostgreSQL holds them (schema `pgboss`), so they survive restarts, are run once
 * across instances (a worker takes a job with SKIP LOCKED) and can be written in the transaction that causes them.
 */
export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { log, worker } = options;
  const startRetryMs = options.startRetryMs ?? DEFAULT_START_RETRY_MS;
  const newBoss = () => {
    const created = new PgBoss({
      db: options.connection,
      migrate: true,
      // Maintenance (expiring stuck jobs, archiving) and the cron clock run where the work runs.
      supervise: worker,
      schedule: worker,
      // A failed job stays where an administrator can retry it for as long as a failed message keeps its content.
      archiveFailedAfterSeconds: FAILED_JOBS_KEPT_SECONDS,
    });
    created.on('error', (error) => log.error({ err: error }, 'The job queue failed'));
    return created;
  };
  // A pg-boss whose start failed cannot be started again: each attempt gets a new one.
  let boss = newBoss();
  const definitions = new Map<string, QueueDefinition<object>>();
  let state: 'defining' | 'starting' | 'started' | 'stopped' = 'defining';
  let attempt: Promise<void> | null = null;
  let retryTimer: NodeJS.Timeout | null = null;

  async function runJob(definition: QueueDefinition<object>, job: PgBoss.JobWithMetadata<object>): Promise<void> {
    const run = { id: job.id, attempt: job.retryCount + 1, lastAttempt: job.retryCount >= job.retryLimit };
    try {
      await definition.handle(job.data, run);
    } catch (error) {
      const about = { err: error, queue: definition.name, jobId: job.id, attempt: run.attempt };
      // The failed job stays in pgboss.job (state 'failed') for an administrator to look into or retry.
      if (run.lastAttempt) log.error(about, `A ${definition.name} job failed on its last attempt and was given up`);
      else log.warn(about, `A ${definition.name} job failed and will be retried`);
      throw error;
    }
  }

  async function createQueue(definition: QueueDefinition<object>): Promise<void> {
    const retry = definition.retry ?? DEFAULT_RETRY;
    const settings = {
      name: definition.name,
      policy: 'standard' as const,
      retryLimit: retry.limit,
      retryDelay: retry.delaySeconds,
      retryBackoff: retry.backoff,
      expireInSeconds: definition.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS,
    };
    // Creating is skipped when the queue exists; the update brings an existing queue to today's settings.
    await boss.createQueue(definition.name, settings);
    await boss.updateQueue(definition.name, settings);
  }

  async function startWorking(definition: QueueDefinition<object>): Promise<void> {
    await boss.work<object>(
      definition.name,
      {
        includeMetadata: true,
        batchSize: 1,
        pollingIntervalSeconds: definition.pollingIntervalSeconds ?? DEFAULT_POLLING_SECONDS,
      },
      async (jobs) => {
        for (const job of jobs) await runJob(definition, job);
      },
    );
    if (definition.schedule) {
      await boss.schedule(definition.name, definition.schedule.cron, definition.schedule.data, { tz: 'UTC' });
    } else {
      // A schedule the code no longer defines must not keep queueing jobs.
      await boss.unschedule(definition.name);
    }
  }

  async function tryToStart(): Promise<void> {
    try {
      await boss.start();
      for (const definition of definitions.values()) await createQueue(definition);
      if (worker) for (const definition of definitions.values()) await startWorking(definition);
      if (state !== 'starting') return; // stopped meanwhile: stop() stops this one
      state = 'started';
      log.info({ queues: [...definitions.keys()], worker }, 'Job queue started');
    } catch (error) {
      const failed = boss;
      boss = newBoss();
      await failed.stop({ graceful: false }).catch(() => undefined);
      if (state !== 'starting') return;
      log.error({ err: error }, `The job queue could not start; trying again in ${startRetryMs / 1000} s`);
      retryTimer = setTimeout(() => void (attempt = tryToStart()), startRetryMs);
      retryTimer.unref();
    }
  }

  return {
    define<Data extends object>(definition: QueueDefinition<Data>): Queue<Data> {
      if (state !== 'defining') throw new Error(`Queue ${definition.name} is defined after the job queue started`);
      if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(definition.name)) {
        throw new Error(`Queue name "${definition.name}": lower-case words joined by hyphens`);
      }
      if (definitions.has(definition.name)) throw new Error(`Queue ${definition.name} is defined twice`);
      // Stored as handling any object: send() only accepts this queue's Data for it, so handle() only gets that.
      definitions.set(definition.name, definition as QueueDefinition<object>);
      return { name: definition.name };
    },

    async send(queue, data, sendOptions = {}) {
      if (!definitions.has(queue.name)) throw new Error(`Queue ${queue.name} is not defined`);
      // While a start is retried the queues of an earlier start are there to write to; without them nothing is
      // written and the answer below says so.
      if (state !== 'started' && state !== 'starting') {
        throw new Error(`A ${queue.name} job is sent while the job queue is not running`);
      }
      return boss.send(queue.name, data, {
        ...(sendOptions.in ? { db: jobQueueConnection(sendOptions.in) } : {}),
        ...(sendOptions.id ? { id: sendOptions.id } : {}),
        ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
        ...(sendOptions.startAfter ? { startAfter: sendOptions.startAfter } : {}),
      });
    },

    async runDueJobs(runOptions = {}) {
      if (state !== 'started') throw new Error('Jobs are run while the job queue is not running');
      const names = runOptions.queues?.map((queue) => queue.name) ?? [...definitions.keys()];
      let ran = 0;
      for (let found = true; found;) {
        found = false;
        for (const name of names) {
          const definition = definitions.get(name);
          if (!definition) throw new Error(`Queue ${name} is not defined`);
          const [job] = await boss.fetch<object>(name, { includeMetadata: true });
          if (!job) continue;
          found = true;
          ran += 1;
          const failure = await runJob(definition, job).then(
            () => null,
            (error: unknown) => (error instanceof Error ? error : { message: String(error) }),
          );
          if (failure === null) await boss.complete(name, job.id);
          else await boss.fail(name, job.id, failure);
        }
      }
      return ran;
    },

    async start() {
      if (state !== 'defining') throw new Error('The job queue is started twice');
      state = 'starting';
      attempt = tryToStart();
      await attempt;
    },

    isRunning() {
      return state === 'started';
    },

    async stop() {
      if (state === 'stopped') return;
      state = 'stopped';
      if (retryTimer) clearTimeout(retryTimer);
      await attempt;
      await boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS });
    },
  };
}
