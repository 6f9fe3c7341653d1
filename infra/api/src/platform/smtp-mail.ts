import { createTransport } from 'nodemailer';
import type { Delivery, MailMessage, MailSender } from './outbox';

export interface SmtpMailOptions {
  /** smtp://user:password@host:port, or smtps:// for a server that speaks TLS from the start. */
  url: string;
  from: string;
}

/** Give up on a server that does not answer well before the job queue would count the delivery as stuck. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * E-mail through a real SMTP server; a failure rejects, so the delivery is tried again instead of the message being
 * lost. The Message-ID is made from the queued message's id: sent twice, it is one message to mail systems that
 * recognise repeats.
 */
export function smtpMail(options: SmtpMailOptions): MailSender & { close(): void } {
  const transport = createTransport({ url: options.url, ...TIMEOUTS });
  const domain = /@([^\s>]+)/.exec(options.from)?.[1] ?? 'labshop.local';
  return {
    async send(message: MailMessage, delivery: Delivery): Promise<void> {
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        messageId: `<${delivery.messageId}@${domain}>`,
      });
    },
    close: () => transport.close(),
  };
}
