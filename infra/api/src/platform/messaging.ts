import fp from 'fastify-plugin';
import type { AppConfig } from './config';
import { httpSms } from './http-sms';
import { fileOutbox, type MailMessage, type MailSender, type SmsMessage, type SmsSender } from './outbox';
import { smtpMail } from './smtp-mail';

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsSender;
    mail: MailSender;
  }
}

export interface MessagingOptions {
  /** Providers given by the caller win over the configuration (SMTP_URL, SMS_GATEWAY_URL); else the local outbox. */
  sms?: SmsSender;
  mail?: MailSender;
}

/** The SMS provider the configuration names: the HTTP gateway of SMS_GATEWAY_URL, or the local outbox folder. */
export function configuredSms(config: AppConfig, now: () => Date): SmsSender {
  return config.smsGatewayUrl
    ? httpSms({ url: config.smsGatewayUrl, key: config.smsGatewayKey })
    : fileOutbox<SmsMessage>(config.smsOutboxDir, now);
}

export default fp<MessagingOptions>(
  async function messaging(fastify, options) {
    const { config, clock } = fastify;
    fastify.decorate('sms', options.sms ?? configuredSms(config, clock));
    if (options.mail) {
      fastify.decorate('mail', options.mail);
    } else if (config.smtpUrl) {
      const smtp = smtpMail({ url: config.smtpUrl, from: config.mailFrom });
      fastify.decorate('mail', smtp);
      // The SMTP transport may hold connections open; they close with the app.
      fastify.addHook('onClose', async () => smtp.close());
    } else {
      fastify.decorate('mail', fileOutbox<MailMessage>(config.mailOutboxDir, clock));
    }
  },
  { name: 'messaging', dependencies: ['config', 'clock'] },
);
