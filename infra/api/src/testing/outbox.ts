import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface OutboxMessage {
  to: string;
  text: string;
  subject?: string;
  sentAt: string;
}

/** How to deliver the messages queued for each outbox folder: set by createTestApp for the folders of its app. */
const deliverers = new Map<string, () => Promise<unknown>>();

/**
 * Deliveries for a folder, one after another: readers at once each wait for every delivery started before theirs, so
 * none reads the folder while a message another started is still being written.
 */
const deliveries = new Map<string, Promise<unknown>>();

function deliverQueued(dir: string): Promise<unknown> {
  const deliver = deliverers.get(dir);
  if (!deliver) return Promise.resolve();
  const run = (deliveries.get(dir) ?? Promise.resolve()).then(deliver);
  deliveries.set(
    dir,
    run.catch(() => undefined),
  );
  return run;
}

/** Reading `dir` first delivers what is queued, with `deliver`; the answer stops it (the app is closing). */
export function deliverBeforeReading(dir: string, deliver: () => Promise<unknown>): () => void {
  deliverers.set(dir, deliver);
  return () => deliverers.delete(dir);
}

/**
 * The messages the local provider wrote, oldest first, once every message queued and due for the app writing
 * here has been delivered (as the worker would deliver them).
 */
export async function readOutbox(dir: string): Promise<OutboxMessage[]> {
  await deliverQueued(dir);
  const names = await readdir(dir).catch(() => []);
  const sorted = [...names].filter((name) => name.endsWith('.json')).sort();
  const messages: OutboxMessage[] = [];
  for (const name of sorted) {
    messages.push(JSON.parse(await readFile(path.join(dir, name), 'utf8')) as OutboxMessage);
  }
  return messages;
}

/** The code in the latest text message sent to a phone. */
export async function latestSmsCode(dir: string, phone: string): Promise<string> {
  const messages = (await readOutbox(dir)).filter((message) => message.to === phone);
  const code = /\b(\d{6})\b/.exec(messages.at(-1)?.text ?? '')?.[1];
  if (code === undefined) throw new Error(`No SMS code was sent to ${phone}`);
  return code;
}
