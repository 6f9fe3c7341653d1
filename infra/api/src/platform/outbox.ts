import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface SmsMessage {
  to: string;
  text: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/**
 * Which queued message a provider is sending. A job may run again after a send that worked but was not recorded
 * (the process died in between); providers that can, use the id so the second send is known as the same message.
 */
export interface Delivery {
  messageId: string;
  queuedAt: Date;
}

/** Sends text messages; a real SMS gateway implements the same. Rejects when the message did not leave. */
export interface SmsSender {
  send(message: SmsMessage, delivery: Delivery): Promise<void>;
}

/** Sends e-mail; an SMTP adapter implements the same. Rejects when the message did not leave. */
export interface MailSender {
  send(message: MailMessage, delivery: Delivery): Promise<void>;
}

/**
 * The local provider: one JSON file per message, so people running the site (and tests) can read what was sent.
 * The file is named by when the message was queued and its id, so names sort in sending order and sending the
 * same message again rewrites its own file instead of adding a second one.
 */
export function fileOutbox<T extends object>(dir: string, now: () => Date = () => new Date()) {
  return {
    async send(message: T, delivery: Delivery): Promise<void> {
      await mkdir(dir, { recursive: true });
      const name = `${delivery.queuedAt.getTime()}-${delivery.messageId}.json`;
      const content = JSON.stringify({ ...message, sentAt: now().toISOString() }, null, 2);
      // Written beside it first and then renamed, so a reader never finds half a message.
      const partial = path.join(dir, `.${name}.partial`);
      await writeFile(partial, content);
      await rename(partial, path.join(dir, name));
    },
  };
}
