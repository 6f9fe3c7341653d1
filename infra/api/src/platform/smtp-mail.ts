import { createTransport } from 'nodemailer';
import type { MailMessage, MailSender } from './outbox';

export interface SmtpMailOptions {
  /** smtp://user:password@host:port, or smtps:// for a server that speaks TLS from the start. */
  url: string;
  from: string;
}

/** E-mail through a real SMTP server; a failure rejects, so the caller's request fails instead of losing the message. */
export function smtpMail(options: SmtpMailOptions): MailSender & { close(): void } {
  const transport = createTransport(options.url);
  return {
    async send(message: MailMessage): Promise<void> {
      await transport.sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text });
    },
    close: () => transport.close(),
  };
}
