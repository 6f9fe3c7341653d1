import fp from 'fastify-plugin';
import { fileOutbox, type MailMessage, type MailSender, type SmsMessage, type SmsSender } from './outbox';

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsSender;
    mail: MailSender;
  }
}

export interface MessagingOptions {
  /** Real providers; without them messages go to the local outbox folders of the configuration. */
  sms?: SmsSender;
  mail?: MailSender;
}

export default fp<MessagingOptions>(
  async function messaging(fastify, options) {
    const { config, clock } = fastify;
    fastify.decorate('sms', options.sms ?? fileOutbox<SmsMessage>(config.smsOutboxDir, clock));
    fastify.decorate('mail', options.mail ?? fileOutbox<MailMessage>(config.mailOutboxDir, clock));
  },
  { name: 'messaging', dependencies: ['config', 'clock'] },
);
