import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { JobRun } from '../jobs/job-queue';
import type { MailSender, SmsSender } from '../outbox';
import { findMessage, markDelivered, markNotSent, recordFailedAttempt, type StoredOutboxMessage } from './outbox-store';

/** What a delivery job carries: the message's id only. What it says stays in outbox_messages, never in the queue. */
export interface DeliveryJob {
  messageId: string;
}

export interface DeliveryDependencies {
  db: Database;
  clock: () => Date;
  sms: SmsSender;
  mail: MailSender;
  log: FastifyBaseLogger;
}

/** How much of a provider's complaint is kept with the message. */
const REASON_LIMIT = 500;

/**
 * Sends one queued message, once. A message already delivered or given up is left alone, so a job run again (its
 * completion was lost, or it was retried after a stall) sends nothing more. The one case this cannot cover: the
 * provider took the message and the process died before it was recorded; the next attempt sends it again with
 * the same id (file name, Message-ID, Idempotency-Key), which the local outbox and providers that honour it treat
 * as the same message.
 */
export function deliverMessage(deps: DeliveryDependencies) {
  const { db, log } = deps;
  return async (job: DeliveryJob, run: JobRun): Promise<void> => {
    const message = await findMessage(db, job.messageId);
    const about = { messageId: job.messageId, kind: message?.kind, channel: message?.channel };
    if (message === null) {
      log.warn(about, 'A queued message is no longer in the outbox');
      return;
    }
    if (message.deliveredAt !== null || message.failedAt !== null) return;
    const now = deps.clock();
    const content = contentOf(message);
    if (content === null) {
      await markNotSent(db, message.id, now, 'Not sent: it waited longer than messages are kept');
      log.warn(about, 'A message was not sent: it waited longer than messages are kept');
      return;
    }
    if (message.sendBefore !== null && now >= message.sendBefore) {
      await markNotSent(db, message.id, now, 'Not sent: what it carried had expired');
      log.warn(about, 'A message was not sent: what it carried expired before it could leave');
      return;
    }
    try {
      await send(deps, message, content);
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, REASON_LIMIT);
      await recordFailedAttempt(db, message.id, reason, run.lastAttempt ? deps.clock() : null);
      throw error;
    }
    await markDelivered(db, message.id, deps.clock());
    log.info({ ...about, attempt: run.attempt }, 'Message delivered');
  };
}

/** What the message says and to whom; null once erased (it waited longer than messages are kept). */
function contentOf(message: StoredOutboxMessage) {
  const { recipient, body } = message;
  return recipient === null || body === null ? null : { to: recipient, text: body, subject: message.subject ?? '' };
}

async function send(
  deps: DeliveryDependencies,
  message: StoredOutboxMessage,
  content: { to: string; text: string; subject: string },
): Promise<void> {
  const delivery = { messageId: message.id, queuedAt: message.queuedAt };
  if (message.channel === 'sms') await deps.sms.send({ to: content.to, text: content.text }, delivery);
  else await deps.mail.send(content, delivery);
}
