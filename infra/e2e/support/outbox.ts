import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { OUTBOX_DIR } from './environment';

interface OutboxMessage {
  to: string;
  text: string;
  subject?: string;
  sentAt: string;
}

async function messages(kind: 'sms' | 'mail'): Promise<OutboxMessage[]> {
  const dir = path.join(OUTBOX_DIR, kind);
  const names = await readdir(dir).catch(() => [] as string[]);
  const read = await Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .map(async (name) => JSON.parse(await readFile(path.join(dir, name), 'utf8'))),
  );
  return (read as OutboxMessage[]).sort((a, b) => a.sentAt.localeCompare(b.sentAt));
}

/**
 * The newest message the API sent to someone whose address contains `to` (and whose text contains `containing`,
 * when given), once it has arrived. Messages leave after the request that queued them, so a journey that expects
 * a second message to the same person names what it says.
 */
export async function latestMessage(kind: 'sms' | 'mail', to: string, containing = ''): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      found = (await messages(kind))
        .filter((message) => message.to.includes(to) && message.text.includes(containing))
        .at(-1);
      return found !== undefined;
    })
    .toBe(true);
  if (!found) throw new Error(`No ${kind} to ${to}`);
  return found;
}
