import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface OutboxMessage {
  to: string;
  text: string;
  subject?: string;
  sentAt: string;
}

/** The messages the local provider wrote, oldest first. */
export async function readOutbox(dir: string): Promise<OutboxMessage[]> {
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
