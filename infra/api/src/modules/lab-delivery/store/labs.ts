import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { labs } from '../../../db/schema';

export type Lab = typeof labs.$inferSelect;

/** Keys are shown once, when a lab is registered; they start with a marker so a leaked one is easy to spot. */
const KEY_PREFIX = 'lab_';

export const hashLabKey = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');

/** Registers a lab and answers its new API key, which is not kept anywhere but in the answer. */
export async function registerLab(db: Database, details: { code: string; name: string }) {
  const apiKey = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const [lab] = await db
    .insert(labs)
    .values({ ...details, apiKeyHash: hashLabKey(apiKey) })
    .returning();
  if (!lab) throw new Error('The lab was not registered');
  return { lab, apiKey };
}

/** The active lab a key belongs to, or null: a wrong, unknown or withdrawn key is the same 401 to the caller. */
export async function findLabByKey(db: Database, apiKey: string | null): Promise<Lab | null> {
  if (apiKey === null || !apiKey.startsWith(KEY_PREFIX)) return null;
  const [lab] = await db
    .select()
    .from(labs)
    .where(and(eq(labs.apiKeyHash, hashLabKey(apiKey)), eq(labs.active, true)));
  return lab ?? null;
}

/** Where a lab's clocks are, for its times sent without an offset; the default zone for a lab no longer known. */
export async function labTimeZone(db: Database, labId: string): Promise<string> {
  const [lab] = await db.select({ timeZone: labs.timeZone }).from(labs).where(eq(labs.id, labId));
  return lab?.timeZone ?? 'Europe/Warsaw';
}
