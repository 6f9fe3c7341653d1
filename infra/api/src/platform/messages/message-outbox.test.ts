import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { outboxMessages } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { readOutbox } from '../../testing/outbox';
import { fileOutbox, type Delivery, type MailMessage, type MailSender } from '../outbox';

/** A mail provider that refuses the first `refusals` messages it is given, then writes to the outbox folder. */
function unreliableMail(refusals: number) {
  const attempts: Delivery[] = [];
  let folder: MailSender | null = null;
  const provider: MailSender & { attempts: Delivery[]; deliverTo(dir: string): void } = {
    attempts,
    deliverTo: (dir) => (folder = fileOutbox<MailMessage>(dir)),
    async send(message, delivery) {
      attempts.push(delivery);
      if (attempts.length <= refusals) throw new Error('The mail server is not answering');
      if (!folder) throw new Error('No outbox folder');
      await folder.send(message, delivery);
    },
  };
  return provider;
}

function logCollector() {
  const text: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text.push(chunk.toString('utf8'));
      done();
    },
  });
  return { text, stream, lines: () => text.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

const message = (to: string, text = 'Hello from Labshop.') => ({ to, subject: 'A message', text });

async function stored(testApp: TestApp, to: string) {
  const [row] = await testApp.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, to));
  return row;
}

async function storedById(testApp: TestApp, id: string) {
  const [row] = await testApp.db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
  if (!row) throw new Error(`No message ${id}`);
  return row;
}

/** The wait before the next attempt to deliver a message is over (as if that much time had passed). */
async function waitIsOver(testApp: TestApp, messageId: string) {
  await testApp.db.execute(sql`update pgboss.job set start_after = now() where id = ${messageId}`);
}

describe('the outbox', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('writes a message and its delivery job with the change: a change rolled back leaves neither', async () => {
    const { app, db } = testApp;
    class ChangeFailed extends Error {}

    await expect(
      db.transaction(async (tx) => {
        await app.outbox.queueMail(tx, message('rolled-back@example.com'), { kind: 'test' });
        throw new ChangeFailed();
      }),
    ).rejects.toBeInstanceOf(ChangeFailed);

    expect(await stored(testApp, 'rolled-back@example.com')).toBeUndefined();
    const jobs = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job where name like 'deliver-%'`,
    );
    expect(jobs.rows[0]?.n).toBe(0);
    expect(await testApp.deliverMessages()).toBe(0);
    expect(await readOutbox(testApp.outbox.mail)).toEqual([]);
  });

  it('keeps in the queue only the message id, and what the message says only until it leaves', async () => {
    const { app, db } = testApp;
    await db.transaction((tx) =>
      app.outbox.queueMail(tx, message('kept-briefly@example.com', 'Your link: https://shop/x?token=secret-1'), {
        kind: 'test',
      }),
    );
    const queued = await stored(testApp, 'kept-briefly@example.com');
    if (!queued) throw new Error('The message was not queued');
    const job = await db.execute<{ data: unknown }>(sql`select data from pgboss.job where id = ${queued.id}`);
    expect(job.rows).toEqual([{ data: { messageId: queued.id } }]);

    const mail = await readOutbox(testApp.outbox.mail);

    expect(mail.filter((sent) => sent.to === 'kept-briefly@example.com')).toHaveLength(1);
    expect(await storedById(testApp, queued.id)).toMatchObject({
      recipient: null,
      subject: null,
      body: null,
      attempts: 1,
      deliveredAt: expect.any(Date),
    });
  });

  it('queues a message with a key once, however often its cause is repeated', async () => {
    const { app, db } = testApp;
    const label = { kind: 'test', key: 'test:once' };

    const first = await db.transaction((tx) => app.outbox.queueMail(tx, message('once@example.com'), label));
    const second = await db.transaction((tx) => app.outbox.queueMail(tx, message('once@example.com'), label));
    // Given no transaction, the outbox writes the message and its job in one of its own.
    const third = await app.outbox.queueMail(db, message('once@example.com'), label);

    expect([first, second, third]).toEqual([true, false, false]);
    expect((await readOutbox(testApp.outbox.mail)).filter((sent) => sent.to === 'once@example.com')).toHaveLength(1);
    expect(await app.outbox.queueMail(db, message('once@example.com'), { kind: 'test', key: 'test:other' })).toBe(true);
    expect((await readOutbox(testApp.outbox.mail)).filter((sent) => sent.to === 'once@example.com')).toHaveLength(2);
  });

  it('sends a message once when its job runs again after the delivery was not recorded as done', async () => {
    const { app, db } = testApp;
    await db.transaction((tx) => app.outbox.queueMail(tx, message('ran-twice@example.com'), { kind: 'test' }));
    const [queued] = await db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, 'ran-twice@example.com'));
    if (!queued) throw new Error('The message was not queued');
    expect(await testApp.deliverMessages()).toBe(1);

    // As if the process had stopped before the job queue recorded the job done: the job is run again.
    await db.execute(sql`update pgboss.job set state = 'retry', start_after = now() where id = ${queued.id}`);
    expect(await testApp.deliverMessages()).toBe(1);

    expect((await readOutbox(testApp.outbox.mail)).filter((sent) => sent.to === 'ran-twice@example.com')).toHaveLength(
      1,
    );
    // Handed to the provider once: the second run found it delivered.
    expect(await storedById(testApp, queued.id)).toMatchObject({ attempts: 1 });
  });
});

describe('the outbox when the provider refuses messages', () => {
  it('tries again after longer and longer waits and delivers the message once the provider takes it', async () => {
    const mail = unreliableMail(2);
    const testApp = await createTestApp({ messaging: { mail } });
    mail.deliverTo(testApp.outbox.mail);
    try {
      const { app, db } = testApp;
      await db.transaction((tx) => app.outbox.queueMail(tx, message('patient@example.com'), { kind: 'test' }));
      const queued = await stored(testApp, 'patient@example.com');
      if (!queued) throw new Error('The message was not queued');

      expect(await testApp.deliverMessages()).toBe(1);
      expect(await storedById(testApp, queued.id)).toMatchObject({
        attempts: 1,
        lastError: 'The mail server is not answering',
        deliveredAt: null,
        failedAt: null,
      });
      // The next attempt waits for its turn.
      expect(await testApp.deliverMessages()).toBe(0);

      await waitIsOver(testApp, queued.id);
      expect(await testApp.deliverMessages()).toBe(1);
      await waitIsOver(testApp, queued.id);
      expect(await testApp.deliverMessages()).toBe(1);

      expect(mail.attempts.map((attempt) => attempt.messageId)).toEqual([queued.id, queued.id, queued.id]);
      expect(await readOutbox(testApp.outbox.mail)).toEqual([
        expect.objectContaining({ to: 'patient@example.com', text: 'Hello from Labshop.' }),
      ]);
      expect(await storedById(testApp, queued.id)).toMatchObject({ attempts: 3, deliveredAt: expect.any(Date) });
    } finally {
      await testApp.close();
    }
  });

  it('gives a message up after its last attempt, logs an error without what it says, and sends it on an administrator’s retry', async () => {
    const log = logCollector();
    // Down for all nine attempts; back by the time an administrator looks.
    const mail = unreliableMail(9);
    const testApp = await createTestApp({ messaging: { mail }, logger: { level: 'info', stream: log.stream } });
    mail.deliverTo(testApp.outbox.mail);
    try {
      const { app, db } = testApp;
      const secret = 'https://shop.example/payment/status/1?token=never-in-a-log';
      await db.transaction((tx) =>
        app.outbox.queueMail(tx, message('unreachable@example.com', secret), { kind: 'order-confirmation' }),
      );
      const queued = await stored(testApp, 'unreachable@example.com');
      if (!queued) throw new Error('The message was not queued');

      for (let attempt = 1; attempt <= 9; attempt += 1) {
        expect(await testApp.deliverMessages()).toBe(1);
        await waitIsOver(testApp, queued.id);
      }
      expect(await testApp.deliverMessages()).toBe(0);

      expect(mail.attempts).toHaveLength(9);
      expect(await storedById(testApp, queued.id)).toMatchObject({ attempts: 9, failedAt: expect.any(Date) });
      const job = await db.execute<{ state: string }>(sql`select state from pgboss.job where id = ${queued.id}`);
      expect(job.rows).toEqual([{ state: 'failed' }]);
      expect(log.lines().filter((line) => line.level === 50)).toEqual([
        expect.objectContaining({ queue: 'deliver-mail', jobId: queued.id, attempt: 9 }),
      ]);
      expect(log.text.join('')).not.toContain('never-in-a-log');

      // What the guide tells an administrator to do to send it again.
      await db.update(outboxMessages).set({ failedAt: null }).where(eq(outboxMessages.id, queued.id));
      await db.execute(
        sql`update pgboss.job set state = 'retry', retry_limit = retry_limit + 1, start_after = now() where id = ${queued.id}`,
      );
      expect(await testApp.deliverMessages()).toBe(1);
      expect(await readOutbox(testApp.outbox.mail)).toEqual([
        expect.objectContaining({ to: 'unreachable@example.com', text: secret }),
      ]);
    } finally {
      await testApp.close();
    }
  });
});

describe('the outbox and codes that expire', () => {
  it('does not send a code once it has expired, and keeps nothing of it', async () => {
    let now = new Date('2026-05-04T10:00:00Z');
    const testApp = await createTestApp({ clock: () => now });
    try {
      const { app, db } = testApp;
      await db.transaction((tx) =>
        app.outbox.queueSms(
          tx,
          { to: '512000999', text: 'Your Labshop code is 123456.' },
          { kind: 'registration-code', sendBefore: new Date('2026-05-04T10:10:00Z') },
        ),
      );
      const queued = await stored(testApp, '512000999');
      if (!queued) throw new Error('The message was not queued');

      now = new Date('2026-05-04T10:10:00Z');

      expect(await readOutbox(testApp.outbox.sms)).toEqual([]);
      expect(await storedById(testApp, queued.id)).toMatchObject({
        recipient: null,
        body: null,
        failedAt: now,
        lastError: 'Not sent: what it carried had expired',
      });
    } finally {
      await testApp.close();
    }
  });
});
