import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { createJobQueue, type Queue } from './job-queue';

interface Numbered {
  n: number;
}

/** Log lines the app writes, parsed. */
function logCollector() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
      done();
    },
  });
  return { lines, stream };
}

/** The wait before a job's retry is over (as if that much time had passed). */
async function waitIsOver(testApp: TestApp, id: string) {
  await testApp.db.execute(sql`update pgboss.job set start_after = now() where id = ${id}`);
}

async function jobRow(testApp: TestApp, id: string) {
  const result = await testApp.db.execute<{
    state: string;
    retry_count: number;
    delay_seconds: number;
  }>(
    sql`select state, retry_count, extract(epoch from start_after - started_on)::float as delay_seconds
        from pgboss.job where id = ${id}`,
  );
  const row = result.rows[0];
  if (!row) throw new Error(`No job ${id}`);
  return row;
}

describe('the job queue', () => {
  let testApp: TestApp;
  let echo: Queue<Numbered>;
  let failing: Queue<Numbered>;
  const handled: number[] = [];
  const log = logCollector();

  beforeAll(async () => {
    testApp = await createTestApp({
      logger: { level: 'warn', stream: log.stream },
      configure: (app) => {
        echo = app.jobs.define<Numbered>({ name: 'test-echo', handle: async ({ n }) => void handled.push(n) });
        failing = app.jobs.define<Numbered>({
          name: 'test-always-failing',
          retry: { limit: 2, delaySeconds: 5, backoff: true },
          handle: async () => {
            throw new Error('The provider is down');
          },
        });
      },
    });
  });
  afterAll(() => testApp.close());

  it('writes a job with the transaction of the change: it exists only if the change commits', async () => {
    const { app, db } = testApp;
    class ChangeFailed extends Error {}

    await expect(
      db.transaction(async (tx) => {
        await app.jobs.send(echo, { n: 1 }, { in: tx });
        throw new ChangeFailed();
      }),
    ).rejects.toBeInstanceOf(ChangeFailed);
    expect(await app.jobs.runDueJobs({ queues: [echo] })).toBe(0);

    await db.transaction(async (tx) => {
      await app.jobs.send(echo, { n: 2 }, { in: tx });
      // Until the change commits, no worker can see the job.
      expect(await app.jobs.runDueJobs({ queues: [echo] })).toBe(0);
    });
    expect(await app.jobs.runDueJobs({ queues: [echo] })).toBe(1);
    expect(handled).toEqual([2]);
  });

  it('writes a job of a given id once', async () => {
    const id = '6f1c2b0e-3d4a-4c5b-8e9f-0a1b2c3d4e5f';
    expect(await testApp.app.jobs.send(echo, { n: 3 }, { id })).toBe(id);
    expect(await testApp.app.jobs.send(echo, { n: 4 }, { id })).toBeNull();
    handled.length = 0;
    await testApp.app.jobs.runDueJobs({ queues: [echo] });
    expect(handled).toEqual([3]);
  });

  it('retries a failing job after a wait that doubles, then leaves it failed and logs an error', async () => {
    const { jobs } = testApp.app;
    const id = await jobs.send(failing, { n: 5 });
    if (id === null) throw new Error('The job was not written');

    expect(await jobs.runDueJobs({ queues: [failing] })).toBe(1);
    const first = await jobRow(testApp, id);
    expect(first.state).toBe('retry');
    // The first wait is the delay, up to twice it (the randomness spreads retries out).
    expect(first.delay_seconds).toBeGreaterThanOrEqual(5);
    expect(first.delay_seconds).toBeLessThan(11);
    // Not due yet: a worker leaves it waiting.
    expect(await jobs.runDueJobs({ queues: [failing] })).toBe(0);

    await waitIsOver(testApp, id);
    expect(await jobs.runDueJobs({ queues: [failing] })).toBe(1);
    const second = await jobRow(testApp, id);
    expect(second).toMatchObject({ state: 'retry', retry_count: 1 });
    expect(second.delay_seconds).toBeGreaterThanOrEqual(10);
    expect(second.delay_seconds).toBeLessThan(21);
    expect(log.lines.filter((line) => line.level === 50)).toEqual([]);

    await waitIsOver(testApp, id);
    expect(await jobs.runDueJobs({ queues: [failing] })).toBe(1);
    expect(await jobRow(testApp, id)).toMatchObject({ state: 'failed', retry_count: 2 });
    await waitIsOver(testApp, id);
    expect(await jobs.runDueJobs({ queues: [failing] })).toBe(0);
    const errors = log.lines.filter((line) => line.level === 50);
    expect(errors).toEqual([
      expect.objectContaining({
        queue: 'test-always-failing',
        jobId: id,
        attempt: 3,
        msg: 'A test-always-failing job failed on its last attempt and was given up',
      }),
    ]);
  });

  it('refuses a queue defined after the app started', () => {
    expect(() => testApp.app.jobs.define({ name: 'too-late', handle: async () => undefined })).toThrow(
      'after the job queue started',
    );
  });
});

describe('the job queue worker the app runs', () => {
  it('runs jobs as they come, writes the schedules, and stops with the app', async () => {
    let ran: (data: Numbered) => void = () => undefined;
    const running = new Promise<Numbered>((resolve) => (ran = resolve));
    let echo: Queue<Numbered> | null = null;
    const testApp = await createTestApp({
      config: { jobsWorker: true },
      configure: (app) => {
        echo = app.jobs.define<Numbered>({ name: 'test-worked', handle: async (data) => ran(data) });
        app.jobs.define({
          name: 'test-nightly',
          schedule: { cron: '0 2 * * *', data: {} },
          handle: async () => undefined,
        });
      },
    });
    try {
      if (echo === null) throw new Error('The queue was not defined');
      await testApp.app.jobs.send(echo, { n: 7 });

      await expect(running).resolves.toEqual({ n: 7 });
      const schedules = await testApp.db.execute<{ name: string; cron: string; timezone: string }>(
        sql`select name, cron, timezone from pgboss.schedule order by name`,
      );
      expect(schedules.rows).toEqual([
        { name: 'expire-unpaid-orders', cron: '*/5 * * * *', timezone: 'UTC' },
        { name: 'forget-old-messages', cron: '30 3 * * *', timezone: 'UTC' },
        { name: 'issue-doctor-invoices', cron: '0 3 1 * *', timezone: 'UTC' },
        { name: 'queue-visit-reminders', cron: '*/5 * * * *', timezone: 'UTC' },
        { name: 'release-unpaid-visit-holds', cron: '* * * * *', timezone: 'UTC' },
        { name: 'settle-refunds', cron: '*/10 * * * *', timezone: 'UTC' },
        { name: 'test-nightly', cron: '0 2 * * *', timezone: 'UTC' },
      ]);
    } finally {
      await testApp.close();
    }
  });
});

describe('the job queue when the database cannot be reached at start', () => {
  it('lets the app start, logs the failure, and starts once the database answers', async () => {
    const testApp = await createTestApp();
    const log = logCollector();
    let started: () => void = () => undefined;
    const startedLogged = new Promise<void>((resolve) => (started = resolve));
    const stream = new Writable({
      write(chunk: Buffer, encoding, done) {
        if (chunk.toString('utf8').includes('Job queue started')) started();
        log.stream.write(chunk, encoding, done);
      },
    });
    const logger = Fastify({ logger: { level: 'info', stream } }).log;
    let refusals = 2;
    const pool = testApp.db.$client;
    const queue = createJobQueue({
      connection: {
        executeSql: async (text, values) => {
          if (refusals > 0) {
            refusals -= 1;
            throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
          }
          return pool.query(text, values);
        },
      },
      log: logger,
      worker: false,
      startRetryMs: 10,
    });
    const late = queue.define<Numbered>({ name: 'test-late-start', handle: async () => undefined });
    try {
      await queue.start();
      expect(log.lines.filter((line) => line.level === 50).map((line) => line.msg)).toEqual([
        'The job queue could not start; trying again in 0.01 s',
      ]);
      await expect(queue.runDueJobs()).rejects.toThrow('not running');

      await startedLogged;

      expect(await queue.send(late, { n: 1 })).toEqual(expect.any(String));
      expect(await queue.runDueJobs()).toBe(1);
    } finally {
      await queue.stop();
      await testApp.close();
    }
  });
});
