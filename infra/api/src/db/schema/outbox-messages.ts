import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns';

/**
 * Every e-mail and text message the shop sends, written in the same transaction as the change that causes it and
 * delivered afterwards by a job of the same id. What it says and to whom is kept only until it leaves (or can no
 * longer leave): a message may hold a code or a link that opens an order, and a delivered one needs none of it.
 * The row itself stays as the record that the message left, so a job run twice never sends it twice.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: ['sms', 'mail'] }).notNull(),
    /** What the message is about, for logs and for people looking into a failure ('order-confirmation'). */
    kind: text('kind').notNull(),
    /** One message per key, ever (e.g. one confirmation per order): a change made twice queues it once. */
    key: text('key'),
    recipient: text('recipient'),
    subject: text('subject'),
    body: text('body'),
    /** A code or link that stops working at this moment is not worth sending after it. */
    sendBefore: at('send_before'),
    queuedAt: at('queued_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    /** Why the last attempt failed, in the provider's words (never the message itself). */
    lastError: text('last_error'),
    deliveredAt: at('delivered_at'),
    /** Given up on: every attempt failed, or it was too late to send. */
    failedAt: at('failed_at'),
  },
  (table) => [
    uniqueIndex('outbox_messages_key_unique').on(table.key),
    index('outbox_messages_queued_at_idx').on(table.queuedAt),
    check('outbox_messages_delivered_or_failed', sql`${table.deliveredAt} is null or ${table.failedAt} is null`),
  ],
);
