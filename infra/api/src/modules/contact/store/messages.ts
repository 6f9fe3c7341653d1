import { and, desc, eq, type InferSelectModel } from 'drizzle-orm';
import type { DatabaseExecutor } from '../../../db/client';
import { contactMessages } from '../../../db/schema';
import type { Principal } from '../../../platform/principal';
import { contactMessageVisibleTo } from './access';

export type StoredContactMessage = InferSelectModel<typeof contactMessages>;

export interface NewContactMessage {
  kind: 'question' | 'complaint';
  name: string;
  email: string;
  phone: string;
  company: string | null;
  message: string;
  sharingConsent: boolean;
  privacyConsent: boolean;
  receivedAt: Date;
}

/** Keeps a message as sent; anyone may send one, so nothing is read back but its own row. */
export async function insertContactMessage(
  tx: DatabaseExecutor,
  message: NewContactMessage,
): Promise<StoredContactMessage> {
  const [row] = await tx.insert(contactMessages).values(message).returning();
  if (!row) throw new Error('The contact message was not stored');
  return row;
}

/** Every message the principal may read, the newest first. */
export async function listContactMessages(tx: DatabaseExecutor, principal: Principal): Promise<StoredContactMessage[]> {
  return tx
    .select()
    .from(contactMessages)
    .where(contactMessageVisibleTo(principal))
    .orderBy(desc(contactMessages.receivedAt), desc(contactMessages.number));
}

/** One message the principal may read; null for one that does not exist or is not theirs to read. */
export async function findContactMessage(
  tx: DatabaseExecutor,
  principal: Principal,
  id: string,
): Promise<StoredContactMessage | null> {
  const [row] = await tx
    .select()
    .from(contactMessages)
    .where(and(eq(contactMessages.id, id), contactMessageVisibleTo(principal)));
  return row ?? null;
}

/** Records the answer (a later answer replaces an earlier one); null when the principal may not reach it. */
export async function recordAnswer(
  tx: DatabaseExecutor,
  principal: Extract<Principal, { kind: 'account' }>,
  id: string,
  answer: string,
  now: Date,
): Promise<StoredContactMessage | null> {
  const [row] = await tx
    .update(contactMessages)
    .set({ answer, answeredAt: now, answeredBy: principal.accountId, status: 'answered' })
    .where(and(eq(contactMessages.id, id), contactMessageVisibleTo(principal)))
    .returning();
  return row ?? null;
}
