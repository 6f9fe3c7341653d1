import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
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

/** Sends text messages; a real SMS gateway implements the same. */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

/** Sends e-mail; an SMTP adapter implements the same. */
export interface MailSender {
  send(message: MailMessage): Promise<void>;
}

let sequence = 0;

/** The local provider: one JSON file per message, so people running the site (and tests) can read what was sent. */
export function fileOutbox<T extends object>(dir: string, now: () => Date = () => new Date()) {
  return {
    async send(message: T): Promise<void> {
      await mkdir(dir, { recursive: true });
      const sentAt = now();
      // Named by the real time of writing and a counter, so names sort in sending order even under a test clock.
      sequence += 1;
      const name = `${Date.now()}-${String(sequence).padStart(9, '0')}-${randomBytes(4).toString('hex')}.json`;
      await writeFile(path.join(dir, name), JSON.stringify({ ...message, sentAt: sentAt.toISOString() }, null, 2));
    },
  };
}
