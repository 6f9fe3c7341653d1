// The API in a process of its own, for tests that stop it the hard way (kill -9) and start it again.
// Usage: api-process-main.ts <database url> <outbox folder> <worker|no-worker>
// Prints the address it listens on as its first line, then `delivered <message id>` for each message delivered.
import path from 'node:path';
import { buildApp } from '../app';
import { readConfig } from '../platform/config';
import { fileOutbox, type Delivery, type MailMessage, type SmsMessage } from '../platform/outbox';

/** A provider writing to the outbox folder that also says on stdout which message it delivered. */
function announced<T extends object>(dir: string) {
  const folder = fileOutbox<T>(dir);
  return {
    async send(message: T, delivery: Delivery): Promise<void> {
      await folder.send(message, delivery);
      process.stdout.write(`delivered ${delivery.messageId}\n`);
    },
  };
}

async function main(): Promise<void> {
  const [databaseUrl, outboxDir, mode] = process.argv.slice(2);
  if (!databaseUrl || !outboxDir || (mode !== 'worker' && mode !== 'no-worker')) {
    throw new Error('Usage: api-process-main.ts <database url> <outbox folder> <worker|no-worker>');
  }
  const config = {
    ...readConfig({}),
    databaseUrl,
    jobsWorker: mode === 'worker',
    smsOutboxDir: path.join(outboxDir, 'sms'),
    mailOutboxDir: path.join(outboxDir, 'mail'),
  };
  const app = await buildApp({
    config,
    database: { migrate: false, seed: false },
    // Only trouble is worth reading, and stdout is kept for the lines above.
    logger: { level: 'warn', stream: process.stderr },
    messaging: {
      sms: announced<SmsMessage>(config.smsOutboxDir),
      mail: announced<MailMessage>(config.mailOutboxDir),
    },
  });
  process.stdout.write(`${await app.listen({ host: '127.0.0.1', port: 0 })}\n`);
  const stop = () => void app.close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
