import { inArray } from 'drizzle-orm';
import { outboxMessages } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/create-test-app';
import { forgetOldMessagesJob } from './forget-old-messages';

const NOW = new Date('2026-06-01T03:30:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60_000);

describe('forgetting old messages every night', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ clock: () => NOW });
  });
  afterAll(() => testApp.close());

  const message = (key: string, queuedAt: Date, delivered: boolean) => ({
    channel: 'mail' as const,
    kind: 'test',
    key,
    queuedAt,
    recipient: delivered ? null : 'someone@example.com',
    subject: delivered ? null : 'Subject',
    body: delivered ? null : 'Your code is 123456.',
    deliveredAt: delivered ? queuedAt : null,
    failedAt: delivered ? null : queuedAt,
  });

  it('erases what unsent messages older than a week say, and deletes records older than 400 days', async () => {
    const { db, app } = testApp;
    await db
      .insert(outboxMessages)
      .values([
        message('failed-yesterday', daysAgo(1), false),
        message('failed-last-month', daysAgo(30), false),
        message('delivered-last-month', daysAgo(30), true),
        message('delivered-long-ago', daysAgo(401), true),
        message('failed-long-ago', daysAgo(401), false),
      ]);

    await forgetOldMessagesJob({ db, clock: () => NOW, log: app.log })();

    const left = await db
      .select({ key: outboxMessages.key, body: outboxMessages.body, recipient: outboxMessages.recipient })
      .from(outboxMessages)
      .where(
        inArray(outboxMessages.key, [
          'failed-yesterday',
          'failed-last-month',
          'delivered-last-month',
          'delivered-long-ago',
          'failed-long-ago',
        ]),
      )
      .orderBy(outboxMessages.key);
    expect(left).toEqual([
      { key: 'delivered-last-month', body: null, recipient: null },
      { key: 'failed-last-month', body: null, recipient: null },
      { key: 'failed-yesterday', body: 'Your code is 123456.', recipient: 'someone@example.com' },
    ]);
  });
});
