import fp from 'fastify-plugin';
import type { AppConfig } from './config';
import { httpSms } from './http-sms';
import type { RetryPolicy } from './jobs/job-queue';
import { deliverMessage, type DeliveryJob } from './messages/deliver-message';
import { FORGET_OLD_MESSAGES_CRON, forgetOldMessagesJob } from './messages/forget-old-messages';
import { createMessageOutbox, type MessageOutbox } from './messages/message-outbox';
import { fileOutbox, type MailMessage, type MailSender, type SmsMessage, type SmsSender } from './outbox';
import { smtpMail } from './smtp-mail';

declare module 'fastify' {
  interface FastifyInstance {
    outbox: MessageOutbox;
  }
}

export interface MessagingOptions {
  /** Providers given by the caller win over the configuration (SMTP_URL, SMS_GATEWAY_URL); else the local outbox. */
  sms?: SmsSender;
  mail?: MailSender;
}

/**
 * A message that does not leave is tried again after about 10 s, 20 s, 40 s… (doubling, with some randomness):
 * 8 more times, so for an hour and a half, before it is given up and logged as an error.
 */
export const MESSAGE_RETRY: RetryPolicy = { limit: 8, delaySeconds: 10, backoff: true };
/** Providers give up within 30 s; a delivery still running after this is taken as stuck and tried again. */
const DELIVERY_TIMEOUT_SECONDS = 120;
/** A message waits at most this long for an idle worker to look again. */
const DELIVERY_POLLING_SECONDS = 1;

/** The SMS provider the configuration names: the HTTP gateway of SMS_GATEWAY_URL, or the local outbox folder. */
export function configuredSms(config: AppConfig, now: () => Date): SmsSender {
  return config.smsGatewayUrl
    ? httpSms({ url: config.smsGatewayUrl, key: config.smsGatewayKey })
    : fileOutbox<SmsMessage>(config.smsOutboxDir, now);
}

/**
 * E-mail and text messages: modules queue them in the transaction of the change that causes them
 * (`fastify.outbox`), and the job queue's workers deliver them through the configured providers.
 */
export default fp<MessagingOptions>(
  async function messaging(fastify, options) {
    const { config, clock, db, jobs, log } = fastify;
    const sms = options.sms ?? configuredSms(config, clock);
    let mail: MailSender;
    if (options.mail) {
      mail = options.mail;
    } else if (config.smtpUrl) {
      const smtp = smtpMail({ url: config.smtpUrl, from: config.mailFrom });
      mail = smtp;
      // The SMTP transport may hold connections open; they close with the app.
      fastify.addHook('onClose', async () => smtp.close());
    } else {
      mail = fileOutbox<MailMessage>(config.mailOutboxDir, clock);
    }

    const deliver = deliverMessage({ db, clock, sms, mail, log });
    const delivery = {
      handle: deliver,
      retry: MESSAGE_RETRY,
      timeoutSeconds: DELIVERY_TIMEOUT_SECONDS,
      pollingIntervalSeconds: DELIVERY_POLLING_SECONDS,
    };
    const queues = {
      sms: jobs.define<DeliveryJob>({ name: 'deliver-sms', ...delivery }),
      mail: jobs.define<DeliveryJob>({ name: 'deliver-mail', ...delivery }),
    };
    jobs.define<Record<string, never>>({
      name: 'forget-old-messages',
      handle: forgetOldMessagesJob({ db, clock, log }),
      schedule: { cron: FORGET_OLD_MESSAGES_CRON, data: {} },
    });
    fastify.decorate('outbox', createMessageOutbox(jobs, queues));
  },
  { name: 'messaging', dependencies: ['config', 'clock', 'database', 'jobs'] },
);
