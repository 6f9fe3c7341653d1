import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DatabaseExecutor } from '../../db/client';
import type { JobQueue, Queue } from '../jobs/job-queue';
import type { MailMessage, SmsMessage } from '../outbox';
import type { DeliveryJob } from './deliver-message';
import { insertMessage, type Channel, type NewOutboxMessage } from './outbox-store';

/** About a message, beside what it says. */
export interface MessageLabel {
  /** What it is about, for logs and for people looking into a failure: 'order-confirmation'. */
  kind: string;
  /**
   * Makes it one of a kind: a second message with the same key is never queued (one confirmation per order,
   * one notice per result), however often the change that causes it is repeated.
   */
  key?: string;
  /** When what it carries (a code, a link) stops working: it is not sent after that. */
  sendBefore?: Date;
}

/**
 * Where the shop's modules put the e-mail and text messages a change causes. Pass the change's own transaction:
 * the message, and the job that delivers it, exist if and only if the change commits; the worker sends it after.
 */
export interface MessageOutbox {
  /** Queues a text message; false when one with the same key was queued before (nothing is queued again). */
  queueSms(tx: DatabaseExecutor, message: SmsMessage, label: MessageLabel): Promise<boolean>;
  /** Queues an e-mail; false when one with the same key was queued before (nothing is queued again). */
  queueMail(tx: DatabaseExecutor, message: MailMessage, label: MessageLabel): Promise<boolean>;
  /** The queues that deliver them (tests deliver what is due with `jobs.runDueJobs({ queues })`). */
  readonly deliveryQueues: readonly Queue<DeliveryJob>[];
}

export function createMessageOutbox(jobs: JobQueue, queues: Record<Channel, Queue<DeliveryJob>>): MessageOutbox {
  async function write(tx: DatabaseExecutor, message: NewOutboxMessage): Promise<boolean> {
    const id = await insertMessage(tx, message);
    if (id === null) return false;
    // The job has the message's id, so the message can have only one.
    const jobId = await jobs.send(queues[message.channel], { messageId: id }, { in: tx, id });
    if (jobId === null) throw new Error(`The delivery of message ${id} could not be queued`);
    return true;
  }

  // The message and its job are written together or not at all: in the caller's transaction, or in one of their
  // own when the caller has none.
  const queue = (executor: DatabaseExecutor, message: NewOutboxMessage) =>
    is(executor, PgTransaction) ? write(executor, message) : executor.transaction((tx) => write(tx, message));

  const labelled = (label: MessageLabel) => ({
    kind: label.kind,
    key: label.key ?? null,
    sendBefore: label.sendBefore ?? null,
  });

  return {
    queueSms: (tx, message, label) =>
      queue(tx, { channel: 'sms', recipient: message.to, subject: null, body: message.text, ...labelled(label) }),
    queueMail: (tx, message, label) =>
      queue(tx, {
        channel: 'mail',
        recipient: message.to,
        subject: message.subject,
        body: message.text,
        ...labelled(label),
      }),
    deliveryQueues: [queues.sms, queues.mail],
  };
}
