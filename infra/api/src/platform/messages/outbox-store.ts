import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../db/client';
import { outboxMessages } from '../../db/schema';

export type Channel = 'sms' | 'mail';

export interface NewOutboxMessage {
  channel: Channel;
  kind: string;
  key: string | null;
  recipient: string;
  subject: string | null;
  body: string;
  sendBefore: Date | null;
}

export type StoredOutboxMessage = typeof outboxMessages.$inferSelect;

/** Writes a message; null when its key was used before (the message was already queued once). */
export async function insertMessage(tx: DatabaseExecutor, message: NewOutboxMessage): Promise<string | null> {
  const [row] = await tx
    .insert(outboxMessages)
    .values(message)
    .onConflictDoNothing({ target: outboxMessages.key })
    .returning({ id: outboxMessages.id });
  return row?.id ?? null;
}

export async function findMessage(db: DatabaseExecutor, id: string): Promise<StoredOutboxMessage | null> {
  const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
  return row ?? null;
}

/** What a message said and to whom, gone: once it has left, or once it never will. */
const ERASED = { recipient: null, subject: null, body: null } as const;

export async function markDelivered(db: DatabaseExecutor, id: string, at: Date): Promise<void> {
  await db
    .update(outboxMessages)
    .set({ ...ERASED, deliveredAt: at, attempts: sql`${outboxMessages.attempts} + 1` })
    .where(eq(outboxMessages.id, id));
}

/** An attempt that failed; `givenUpAt` when no other attempt follows. The content stays for a later look. */
export async function recordFailedAttempt(
  db: DatabaseExecutor,
  id: string,
  reason: string,
  givenUpAt: Date | null,
): Promise<void> {
  await db
    .update(outboxMessages)
    .set({
      lastError: reason,
      attempts: sql`${outboxMessages.attempts} + 1`,
      ...(givenUpAt ? { failedAt: givenUpAt } : {}),
    })
    .where(eq(outboxMessages.id, id));
}

/** A message that will never be sent (its code or link expired first): nothing of it is kept. */
export async function markNotSent(db: DatabaseExecutor, id: string, at: Date, reason: string): Promise<void> {
  await db
    .update(outboxMessages)
    .set({ ...ERASED, failedAt: at, lastError: reason })
    .where(eq(outboxMessages.id, id));
}

/**
 * Erases what messages queued before `eraseBefore` still hold (those that failed or never got their turn), and
 * deletes the record of messages queued before `deleteBefore`. Answers how many rows each touched.
 */
export async function forgetOldMessages(
  db: DatabaseExecutor,
  eraseBefore: Date,
  deleteBefore: Date,
): Promise<{ erased: number; deleted: number }> {
  const erased = await db
    .update(outboxMessages)
    .set(ERASED)
    .where(
      and(
        lt(outboxMessages.queuedAt, eraseBefore),
        or(isNotNull(outboxMessages.body), isNotNull(outboxMessages.recipient)),
      ),
    )
    .returning({ id: outboxMessages.id });
  const deleted = await db
    .delete(outboxMessages)
    .where(and(lt(outboxMessages.queuedAt, deleteBefore), isNull(outboxMessages.body)))
    .returning({ id: outboxMessages.id });
  return { erased: erased.length, deleted: deleted.length };
}
